import { can } from "~/modules/companies/policy";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ConformField } from "~/components/ui/conform-field";
import { FormErrors } from "~/components/ui/field";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { listCompanies, updateEncryption } from "~/modules/companies/companies.server";
import { encryptionSettingsSchema, type EncryptionIntent } from "~/modules/companies/schema";
import { screenMeta } from "~/lib/title";
import { getDb } from "~/utils/db.server";
import { assertDomainError } from "~/utils/errors";
import { refusalReply } from "~/utils/form-reply.server";
import { requireUser } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";

// Encryption settings: for each of the user's companies, turn encryption on, change the company
// password, or turn it off. Every form posts its company and intent; the answer names the form it
// belongs to, so its errors appear there (and at the top of the page when no form on it claims it).

/** Passwords are never sent back to the browser. */
const PASSWORD_FIELDS = ["currentPassword", "encryptionPassword", "encryptionPasswordConfirm"];

/** The form of one company and intent (conform's form id). */
const encryptionFormId = (companyId: unknown, intent: unknown) => `encryption-${String(companyId)}-${String(intent)}`;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const companies = await listCompanies(await getDb(), user.id);
  return {
    // Only the companies whose settings the user's role may change (policy.ts).
    companies: companies
      .filter((c) => can(c.role, "settings"))
      .map((c) => ({
        id: c.id,
        companyName: c.companyName,
        enableEncryption: c.enableEncryption,
        passwordHint: c.passwordHint,
      })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: encryptionSettingsSchema, disableAutoCoercion: true });
  const formId = encryptionFormId(submission.payload.companyId, submission.payload.intent);
  if (submission.status !== "success") {
    return data({ formId, result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  }
  const input = submission.value;
  try {
    const company = await updateEncryption(await getDb(), user.id, input.companyId, {
      enableEncryption: input.intent !== "disable",
      currentPassword: input.intent === "enable" ? undefined : input.currentPassword,
      encryptionPassword: input.intent === "disable" ? undefined : input.encryptionPassword,
      passwordHint: input.intent === "disable" ? "" : input.passwordHint,
    });
    const message = {
      enable: `Encryption is on for ${company.companyName}.`,
      change: `The company password of ${company.companyName} was changed.`,
      disable: `Encryption is off for ${company.companyName}.`,
    }[input.intent];
    return redirectWithToast("/encryption-settings", { type: "success", message });
  } catch (error) {
    assertDomainError(error);
    return data({ formId, result: refusalReply(submission, error, { hideFields: PASSWORD_FIELDS }) }, { status: error.status });
  }
}

type Company = ReturnType<typeof useLoaderData<typeof loader>>["companies"][number];
// A change that gets no answer or a 5xx keeps the form (not its passwords) and says so.
export const clientAction = guardedClientAction({}, (formData, failure): Answer => ({
  formId: encryptionFormId(formData.get("companyId"), formData.get("intent")),
  result: failedReply(formData, failure.message),
}));

type Answer = { formId: string; result: SubmissionResult<string[]> };
type TypedField = "currentPassword" | "encryptionPassword" | "encryptionPasswordConfirm" | "passwordHint";

/** The forms a company shows: change and disable when it is encrypted, else enable. */
const formsOf = (company: Company): EncryptionIntent[] => (company.enableEncryption ? ["change", "disable"] : ["enable"]);

const formLabels: Record<EncryptionIntent, (name: string) => string> = {
  enable: (name) => `Turn on encryption for ${name}`,
  change: (name) => `Change the password of ${name}`,
  disable: (name) => `Turn off encryption for ${name}`,
};

/** One company's form for one intent: its fields and errors from conform. */
function EncryptionForm({
  company,
  intent,
  answer,
  className,
  children,
}: {
  company: Company;
  intent: EncryptionIntent;
  answer: Answer | undefined;
  className?: string;
  children: (field: (name: TypedField, label: string, options?: { password?: boolean; autoComplete?: string }) => ReactNode) => ReactNode;
}) {
  const id = encryptionFormId(company.id, intent);
  const [form, fields] = useForm({
    id,
    lastResult: answer?.formId === id ? answer.result : undefined,
    defaultValue: intent === "change" ? { passwordHint: company.passwordHint } : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: encryptionSettingsSchema, disableAutoCoercion: true }),
  });
  const field = (name: TypedField, label: string, { password = true, autoComplete = "new-password" } = {}) => (
    <ConformField
      meta={fields[name]}
      type={password ? "password" : "text"}
      containerClassName="mb-3"
      label={label}
      autoComplete={autoComplete}
    />
  );
  // A company or action that is not there is the whole form's problem.
  const formErrors = [...(form.errors ?? []), ...(fields.companyId.errors ?? []), ...(fields.intent.errors ?? [])];
  return (
    <Form method="post" className={className} aria-label={formLabels[intent](company.companyName)} {...getFormProps(form)}>
      <input type="hidden" name="companyId" value={company.id} />
      <input type="hidden" name="intent" value={intent} />
      <FormErrors errors={formErrors} id={form.errorId} />
      {children(field)}
    </Form>
  );
}

export default function EncryptionSettings() {
  const { companies } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  // Each answer (a new location) starts the forms again: only the one it names shows its messages.
  const { key: visit } = useLocation();
  const claimed = companies.some((c) => formsOf(c).some((intent) => answer?.formId === encryptionFormId(c.id, intent)));
  // An answer for no form on this page (a company that is not the user's, a missing action).
  const unclaimed =
    answer && !claimed ? [...new Set(Object.values(answer.result.error ?? {}).flatMap((messages) => messages ?? []))] : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Encryption settings</h1>
      <p className="mt-2 text-slate-600">
        An encrypted company asks for its password once per session before it opens. The password cannot be recovered: if it is lost, the
        company's data cannot be opened.
      </p>
      <FormErrors errors={unclaimed} />
      {companies.length === 0 ? (
        <p className="mt-6">
          You have no companies yet. <Link to="/welcome-company">Create one</Link>.
        </p>
      ) : null}
      {companies.map((company) => {
        const prefix = `company-${company.id}`;
        return (
          <section key={company.id} aria-labelledby={`${prefix}-title`} className="mt-6 rounded-lg border border-slate-200 bg-white p-5">
            <h2 id={`${prefix}-title`} className="text-lg font-semibold">
              {company.companyName}
            </h2>
            <p className="text-sm text-slate-600">Encryption is {company.enableEncryption ? "on" : "off"}.</p>
            {company.enableEncryption ? (
              <div className="mt-3 grid gap-6 md:grid-cols-2">
                <EncryptionForm key={`${visit}-change`} company={company} intent="change" answer={answer}>
                  {(field) => (
                    <>
                      {field("currentPassword", "Current password", { autoComplete: "current-password" })}
                      {field("encryptionPassword", "New password")}
                      {field("encryptionPasswordConfirm", "Confirm new password")}
                      {field("passwordHint", "Password hint", { password: false, autoComplete: "off" })}
                      <button type="submit" className="rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white">
                        Change password
                      </button>
                    </>
                  )}
                </EncryptionForm>
                <EncryptionForm key={`${visit}-disable`} company={company} intent="disable" answer={answer}>
                  {(field) => (
                    <>
                      {field("currentPassword", "Current password", { autoComplete: "current-password" })}
                      <button type="submit" className="rounded border border-red-300 px-4 py-2 text-sm font-medium text-red-800">
                        Turn off encryption
                      </button>
                    </>
                  )}
                </EncryptionForm>
              </div>
            ) : (
              <EncryptionForm key={`${visit}-enable`} company={company} intent="enable" answer={answer} className="mt-3 max-w-sm">
                {(field) => (
                  <>
                    {field("encryptionPassword", "Company password")}
                    {field("encryptionPasswordConfirm", "Confirm password")}
                    {field("passwordHint", "Password hint", { password: false, autoComplete: "off" })}
                    <button type="submit" className="rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white">
                      Turn on encryption
                    </button>
                  </>
                )}
              </EncryptionForm>
            )}
          </section>
        );
      })}
    </main>
  );
}

export const meta = screenMeta("Encryption Settings");
