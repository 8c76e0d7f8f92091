import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { FormErrors } from "~/components/ui/field";
import { listCompanies, updateEncryption } from "~/modules/companies/companies.server";
import { encryptionSettingsSchema } from "~/modules/companies/schema";
import { flattenZodError } from "~/lib/zod-helpers";
import { pageTitle } from "~/lib/title";
import { getDb } from "~/utils/db.server";
import { DomainError } from "~/utils/errors";
import { requireUser } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const companies = await listCompanies(await getDb(), user.id);
  return {
    companies: companies.map((c) => ({
      id: c.id,
      companyName: c.companyName,
      enableEncryption: c.enableEncryption,
      passwordHint: c.passwordHint,
    })),
  };
}

const intentSchema = z.object({
  companyId: z.coerce.number().int().positive(),
  intent: z.enum(["enable", "change", "disable"]),
});

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = Object.fromEntries(await request.formData());
  const target = intentSchema.safeParse(form);
  if (!target.success) return data({ companyId: null, errors: ["Choose a company and an action."] }, { status: 400 });
  const { companyId, intent } = target.data;
  const parsed = encryptionSettingsSchema.safeParse({ ...form, enableEncryption: intent !== "disable" ? "on" : "" });
  if (!parsed.success) {
    return data({ companyId, errors: flattenZodError(parsed.error).message.split("\n") }, { status: 400 });
  }
  if (intent === "change" && !parsed.data.encryptionPassword) {
    return data({ companyId, errors: ["Enter the new company password."] }, { status: 400 });
  }
  try {
    const company = await updateEncryption(await getDb(), user.id, companyId, parsed.data);
    const message = company.enableEncryption
      ? intent === "enable"
        ? `Encryption is on for ${company.companyName}.`
        : `The company password of ${company.companyName} was changed.`
      : `Encryption is off for ${company.companyName}.`;
    return redirectWithToast("/encryption-settings", { type: "success", message });
  } catch (error) {
    if (error instanceof DomainError) return data({ companyId, errors: [error.message] }, { status: error.status });
    throw error;
  }
}

function PasswordInput({ id, name, label, autoComplete = "new-password" }: { id: string; name: string; label: string; autoComplete?: string }) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input id={id} name={name} type="password" autoComplete={autoComplete} className="block w-full rounded border border-slate-300 px-3 py-2 text-sm" />
    </div>
  );
}

export default function EncryptionSettings() {
  const { companies } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Encryption settings</h1>
      <p className="mt-2 text-slate-600">
        An encrypted company asks for its password once per session before it opens. The password cannot be recovered:
        if it is lost, the company's data cannot be opened.
      </p>
      {result && result.companyId === null ? <FormErrors errors={result.errors} /> : null}
      {companies.length === 0 ? (
        <p className="mt-6">
          You have no companies yet. <Link to="/welcome-company">Create one</Link>.
        </p>
      ) : null}
      {companies.map((company) => {
        const errors = result?.companyId === company.id ? result.errors : undefined;
        const prefix = `company-${company.id}`;
        return (
          <section key={company.id} aria-labelledby={`${prefix}-title`} className="mt-6 rounded-lg border border-slate-200 bg-white p-5">
            <h2 id={`${prefix}-title`} className="text-lg font-semibold">
              {company.companyName}
            </h2>
            <p className="text-sm text-slate-600">Encryption is {company.enableEncryption ? "on" : "off"}.</p>
            <FormErrors errors={errors} />
            {company.enableEncryption ? (
              <div className="mt-3 grid gap-6 md:grid-cols-2">
                <Form method="post" aria-label={`Change the password of ${company.companyName}`}>
                  <input type="hidden" name="companyId" value={company.id} />
                  <input type="hidden" name="intent" value="change" />
                  <PasswordInput id={`${prefix}-current`} name="currentPassword" label="Current password" autoComplete="current-password" />
                  <PasswordInput id={`${prefix}-new`} name="encryptionPassword" label="New password" />
                  <PasswordInput id={`${prefix}-confirm`} name="encryptionPasswordConfirm" label="Confirm new password" />
                  <label htmlFor={`${prefix}-hint`} className="mb-1 block text-sm font-medium">
                    Password hint
                  </label>
                  <input id={`${prefix}-hint`} name="passwordHint" defaultValue={company.passwordHint} className="mb-3 block w-full rounded border border-slate-300 px-3 py-2 text-sm" />
                  <button type="submit" className="rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white">
                    Change password
                  </button>
                </Form>
                <Form method="post" aria-label={`Turn off encryption for ${company.companyName}`}>
                  <input type="hidden" name="companyId" value={company.id} />
                  <input type="hidden" name="intent" value="disable" />
                  <PasswordInput id={`${prefix}-current-off`} name="currentPassword" label="Current password" autoComplete="current-password" />
                  <button type="submit" className="rounded border border-red-300 px-4 py-2 text-sm font-medium text-red-800">
                    Turn off encryption
                  </button>
                </Form>
              </div>
            ) : (
              <Form method="post" className="mt-3 max-w-sm" aria-label={`Turn on encryption for ${company.companyName}`}>
                <input type="hidden" name="companyId" value={company.id} />
                <input type="hidden" name="intent" value="enable" />
                <PasswordInput id={`${prefix}-new`} name="encryptionPassword" label="Company password" />
                <PasswordInput id={`${prefix}-confirm`} name="encryptionPasswordConfirm" label="Confirm password" />
                <label htmlFor={`${prefix}-hint`} className="mb-1 block text-sm font-medium">
                  Password hint
                </label>
                <input id={`${prefix}-hint`} name="passwordHint" className="mb-3 block w-full rounded border border-slate-300 px-3 py-2 text-sm" />
                <button type="submit" className="rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white">
                  Turn on encryption
                </button>
              </Form>
            )}
          </section>
        );
      })}
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: pageTitle("Encryption Settings") }];
