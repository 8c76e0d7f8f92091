import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { CheckboxField, Field, FormErrors } from "~/components/ui/field";
import { screenMeta } from "~/lib/title";
import {
  ACCENT_PLACEHOLDER,
  BRANDED_DOCUMENT_LABELS,
  BRANDED_DOCUMENTS,
  BRANDING_MESSAGES as M,
  MAX_LOGO_BYTES,
} from "~/modules/branding/branding";
import { getBranding, saveBranding } from "~/modules/branding/branding.server";
import { brandingChoicesSchema } from "~/modules/branding/schema";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// Settings › Document Branding (issue 29 item 5, ADR 0071): the company's logo (a PNG or JPEG
// upload, checked by its bytes; shown back from …/document-branding/logo), its accent colour, and
// which documents carry them — invoices and the other sales documents, statements, check stubs.
// One form (multipart: it carries the file), saved on the version read; Remove logo is its own
// button of the same form. Works without JavaScript.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId, "settings");
  return { companyId: company.id, branding: await getBranding(db, company.id) };
}

type Reply = { error: string; fields: Record<string, string[]> };

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "settings");
  const refuse = (error: string, status: number, fields: Record<string, string[]> = {}) => data<Reply>({ error, fields }, { status });
  // A body far past the logo's limit is refused before it is read.
  if (Number(request.headers.get("Content-Length")) > MAX_LOGO_BYTES + 64 * 1024) return refuse(M.tooLarge, 413, { logo: [M.tooLarge] });
  const form = await request.formData();
  const choices = brandingChoicesSchema.safeParse({
    accentColor: String(form.get("accentColor") ?? ""),
    ...Object.fromEntries(BRANDED_DOCUMENTS.map((d) => [d, form.get(d) === "on"])),
    version: form.get("version"),
  });
  if (!choices.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of choices.error.issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
    return refuse(choices.error.issues[0].message, 400, fields);
  }
  const file = form.get("logo");
  const removing = form.get("intent") === "remove-logo";
  const logo = removing ? null : file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : undefined;
  try {
    await saveBranding(db, companyContext(company, user.id), { ...choices.data, logo });
    return redirectWithToast(menuHref(company.id, "settings/document-branding"), {
      type: "success",
      message: removing ? M.logoRemoved : M.saved,
    });
  } catch (error) {
    assertDomainError(error);
    return refuse(error.message, error.status, (error.fieldErrors ?? {}) as Record<string, string[]>);
  }
}

export const meta = screenMeta("Document Branding");

export default function DocumentBranding() {
  const { companyId, branding } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const logoSrc = `${menuHref(companyId, "settings/document-branding/logo")}?v=${branding.version}`;
  return (
    <div className="mx-auto max-w-2xl">
      <Card>
        <CardHeader
          headingLevel={1}
          title="Document Branding"
          description="Your logo and accent colour on the invoices, statements and check stubs you print and send."
        />
        <CardBody>
          <Form method="post" encType="multipart/form-data" className="space-y-4" aria-label="Document branding">
            <input type="hidden" name="version" value={branding.version} />
            <FormErrors errors={reply?.error ? [reply.error] : null} />
            <section aria-labelledby="branding-logo" className="space-y-2">
              <h2 id="branding-logo" className="font-semibold text-slate-900">
                Logo
              </h2>
              {branding.logo ? (
                <div className="flex items-center gap-4">
                  <img src={logoSrc} alt="Your logo" className="max-h-24 max-w-48 rounded border border-slate-200 bg-white p-1" />
                  <span className="text-sm text-slate-600">
                    {branding.logo.type === "image/png" ? "PNG" : "JPEG"}, {Math.ceil(branding.logo.size / 1024)} KB
                  </span>
                  <Button type="submit" name="intent" value="remove-logo" variant="secondary" size="sm">
                    Remove logo
                  </Button>
                </div>
              ) : (
                <p className="text-sm text-slate-600">No logo yet: your documents show your company's name.</p>
              )}
              <Field
                label={branding.logo ? "Replace the logo" : "Upload a logo"}
                name="logo"
                type="file"
                accept="image/png,image/jpeg"
                description={`A PNG or JPEG image of at most ${MAX_LOGO_BYTES / 1024} KB.`}
                error={reply?.fields.logo}
              />
            </section>
            <Field
              label="Accent colour"
              name="accentColor"
              defaultValue={branding.accentColor ?? ""}
              placeholder={ACCENT_PLACEHOLDER}
              pattern="#?[0-9a-fA-F]{6}"
              description="Colours the document's title, headings and rules. Leave empty for black."
              error={reply?.fields.accentColor}
            />
            {branding.accentColor ? (
              <p className="flex items-center gap-2 text-sm text-slate-600">
                <span aria-hidden className="inline-block h-4 w-8 rounded" style={{ backgroundColor: branding.accentColor }} />
                Saved accent: {branding.accentColor}
              </p>
            ) : null}
            <fieldset className="space-y-1">
              <legend className="font-semibold text-slate-900">Documents that carry your branding</legend>
              {BRANDED_DOCUMENTS.map((d) => (
                <CheckboxField key={d} name={d} label={BRANDED_DOCUMENT_LABELS[d]} defaultChecked={branding[d]} />
              ))}
            </fieldset>
            <Button type="submit" name="intent" value="save" disabled={navigation.state === "submitting"}>
              Save
            </Button>
          </Form>
        </CardBody>
      </Card>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";
