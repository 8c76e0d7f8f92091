import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { CheckboxField, Field, FormErrors, SelectField } from "~/components/ui/field";
import { screenMeta } from "~/lib/title";
import { getCheckLayout } from "~/modules/checks/check-layouts.server";
import { getCheckPrintDefaults, saveCheckPrintDefaults } from "~/modules/checks/check-print-settings.server";
import { CHECK_STOCK_LABELS, CHECK_STOCKS, OFFSET_LIMITS, readStubChoices, STUB_FLAGS, STUB_LABELS } from "~/modules/checks/layout";
import { CHECK_PRINT_MESSAGES, checkPrintDefaultsSchema } from "~/modules/checks/schema";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { listPrinters } from "~/modules/printing/print-jobs.server";
import { assertDomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";

// Settings › Check Print (issue 29 item 5, ADR 0071): the company's check print defaults — the
// check stock, the printer Print Check picks first (one of the printers the app knows, or a name
// typed when it knows none), the offsets that move every check field (in the layout panel's
// pixels), and the remittance stubs' fields and titles (the saved check layout's, which Print
// Check's layout panel also saves). Print Check starts from these; its own choices change one print.
// Saved on the version read; works without JavaScript.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "settings");
  const [defaults, layout, printers] = await Promise.all([
    getCheckPrintDefaults(db, company.id),
    getCheckLayout(db, company.id),
    listPrinters(db, companyContext(company, user.id)),
  ]);
  return {
    companyId: company.id,
    defaults,
    stubFields: layout.stubFields,
    showStubTitles: layout.showStubTitles,
    printers: printers.map((p) => p.name),
  };
}

type Reply = { error: string; fields: Record<string, string[]> };

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "settings");
  const form = await request.formData();
  const stubs = readStubChoices(form);
  const parsed = checkPrintDefaultsSchema.safeParse({
    stock: form.get("stock"),
    printer: form.get("printer") ?? "",
    offsetX: form.get("offsetX"),
    offsetY: form.get("offsetY"),
    stubFieldVisibility: stubs.stubFields,
    showStubTitles: stubs.showStubTitles,
    version: form.get("version"),
  });
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
    return data<Reply>({ error: parsed.error.issues[0].message, fields }, { status: 400 });
  }
  try {
    await saveCheckPrintDefaults(db, companyContext(company, user.id), parsed.data);
    return redirectWithToast(menuHref(company.id, "settings/check-print"), { type: "success", message: CHECK_PRINT_MESSAGES.saved });
  } catch (error) {
    assertDomainError(error);
    return data<Reply>({ error: error.message, fields: {} }, { status: error.status });
  }
}

export const meta = screenMeta("Check Print");

export default function CheckPrintSettings() {
  const { companyId, defaults, stubFields, showStubTitles, printers } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  // The saved printer stays offered while no daemon reports it (a computer that is off).
  const printerChoices = defaults.printer && !printers.includes(defaults.printer) ? [...printers, defaults.printer] : printers;
  return (
    <div className="mx-auto max-w-2xl">
      <Card>
        <CardHeader headingLevel={1} title="Check Print" description="What Print Check starts from: each print can still change them." />
        <CardBody>
          <Form method="post" className="space-y-4" aria-label="Check print defaults">
            <input type="hidden" name="version" value={defaults.version} />
            <FormErrors errors={reply?.error ? [reply.error] : null} />
            <SelectField
              label="Check stock"
              name="stock"
              defaultValue={defaults.stock}
              options={CHECK_STOCKS.map((s) => ({ value: s, label: CHECK_STOCK_LABELS[s] }))}
              error={reply?.fields.stock}
            />
            {printerChoices.length ? (
              <SelectField
                label="Default printer"
                name="printer"
                defaultValue={defaults.printer}
                placeholder="The first printer listed"
                options={printerChoices.map((p) => ({ value: p, label: printers.includes(p) ? p : `${p} (not reporting now)` }))}
                error={reply?.fields.printer}
              />
            ) : (
              <Field
                label="Default printer"
                name="printer"
                defaultValue={defaults.printer}
                maxLength={200}
                description="No printer is reporting now (a print daemon on an office computer reports its printers): type the printer's name as it will report it."
                error={reply?.fields.printer}
              />
            )}
            <div className="flex flex-wrap gap-4">
              {(["offsetX", "offsetY"] as const).map((k) => (
                <Field
                  key={k}
                  label={k === "offsetX" ? "Horizontal offset (px)" : "Vertical offset (px)"}
                  name={k}
                  type="number"
                  min={OFFSET_LIMITS.min}
                  max={OFFSET_LIMITS.max}
                  step={1}
                  required
                  defaultValue={defaults[k]}
                  error={reply?.fields[k]}
                  containerClassName="w-48"
                />
              ))}
            </div>
            <p className="text-xs text-slate-500">
              Offsets move every field of the check, in the layout's pixels (the check is 600 across and 280 down): + moves right and down.
              Field positions are set in the layout panel of <Link to={menuHref(companyId, "vendors/print-check")}>Print Check</Link>.
            </p>
            <fieldset className="space-y-1">
              <legend className="font-semibold text-slate-900">Remittance stubs show</legend>
              {STUB_FLAGS.map((f) => (
                <CheckboxField key={f} name="stub" value={f} label={STUB_LABELS[f]} defaultChecked={stubFields[f]} />
              ))}
              <CheckboxField name="showStubTitles" label="Stub titles" defaultChecked={showStubTitles} />
            </fieldset>
            <Button type="submit" disabled={navigation.state === "submitting"}>
              Save
            </Button>
          </Form>
        </CardBody>
      </Card>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";
