import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConformField } from "~/components/ui/conform-field";
import { CheckboxField, FormErrors } from "~/components/ui/field";
import { FormActions } from "~/components/ui/form-actions";
import { screenMeta } from "~/lib/title";
import { getMailSettings, MAIL_MESSAGES, sendTestEmail, updateMailSettings } from "~/modules/companies/mail-settings.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { parseMailSettingsForm } from "./__settings-forms.server";
import { assertDomainError } from "~/utils/errors";
import { refusalReply } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

// Email Setup (settings/email-setup): who the company's mail comes from (name, address, reply-to)
// and, optionally, its own SMTP server; without one, mail goes through the server's SMTP_URL.
// The SMTP password is write-only: the screen says whether one is saved, never what it is. Send
// Test Email mails the signed-in member through the saved setup and says what happened, in plain
// words (ADR 0070).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "settings");
  return { companyId: company.id, companyName: company.companyName, me: user.email, settings: await getMailSettings(db, company.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "settings");
  const form = await request.formData();
  if (form.get("intent") === "test") {
    const outcome = await sendTestEmail(db, user, company.id);
    return data({ result: undefined, test: outcome }, { status: outcome.sent ? 200 : 422 });
  }
  const submission = parseMailSettingsForm(form);
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["smtpPassword"] }), test: null }, { status: 400 });
  try {
    await updateMailSettings(db, user.id, company.id, submission.value);
  } catch (error) {
    assertDomainError(error);
    return data({ result: refusalReply(submission, error, { hideFields: ["smtpPassword"] }), test: null }, { status: error.status });
  }
  return redirectWithToast(menuHref(company.id, "settings/email-setup"), { type: "success", message: MAIL_MESSAGES.saved });
}

export default function EmailSetup() {
  const { companyId, companyName, me, settings } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const testing = navigation.state === "submitting" && navigation.formData?.get("intent") === "test";
  const [form, fields] = useForm({
    id: "email-setup",
    lastResult: answer?.result,
    defaultValue: { ...settings, smtpPassword: "", clearPassword: "", version: String(settings.version) },
    shouldValidate: "onSubmit",
  });
  const passwordNote = settings.passwordUnreadable
    ? MAIL_MESSAGES.passwordUnreadable
    : settings.hasPassword
      ? "A password is saved. Leave this empty to keep it."
      : "No password is saved.";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Card>
        <CardHeader headingLevel={1} title="Email Setup" description={companyName} />
        <CardBody>
          <Form method="post" className="space-y-5" {...getFormProps(form)}>
            <input type="hidden" name={fields.version.name} value={String(settings.version)} />
            <FormErrors errors={form.errors} id={form.errorId} />
            <section className="space-y-3">
              <h2 className="text-base font-semibold">Sender</h2>
              <div className="grid gap-4 sm:grid-cols-2">
                <ConformField meta={fields.fromName} label="From Name" description={`Empty: ${companyName}.`} />
                <ConformField
                  meta={fields.fromEmail}
                  type="email"
                  label="From Address"
                  description="Empty: the mail server's own address. Your server must accept sending as it."
                />
                <ConformField meta={fields.replyTo} type="email" label="Reply-To Address" description="Where replies go." />
              </div>
            </section>
            <section className="space-y-3">
              <h2 className="text-base font-semibold">Your own mail server (optional)</h2>
              <p className="text-sm text-slate-600">
                {settings.serverFallback
                  ? "Leave the server empty to send through Ledgerline's mail server."
                  : "Ledgerline has no mail server of its own: without yours, invitations show their link to copy instead."}
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                <ConformField
                  meta={fields.smtpUrl}
                  label="SMTP Server"
                  placeholder="smtp://mail.example.com:587"
                  description="smtp://host:port, or smtps://host:port for TLS from the start."
                  autoComplete="off"
                />
                <ConformField meta={fields.smtpUser} label="User Name" autoComplete="off" />
                <ConformField
                  meta={fields.smtpPassword}
                  type="password"
                  label="Password"
                  autoComplete="new-password"
                  description={passwordNote}
                />
                {settings.hasPassword ? (
                  <CheckboxField name={fields.clearPassword.name} id={fields.clearPassword.id} label="Forget the saved password" />
                ) : null}
              </div>
            </section>
            <FormActions save="Save Email Setup" cancelTo={menuHref(companyId, "")} />
          </Form>
        </CardBody>
      </Card>
      <Card>
        <CardHeader headingLevel={2} title="Send a test email" />
        <CardBody>
          <Form method="post" className="space-y-3">
            <p className="text-sm text-slate-600">Sends a short email to you ({me}) through the saved setup above.</p>
            {answer?.test ? (
              <p
                role={answer.test.sent ? "status" : "alert"}
                className={
                  answer.test.sent
                    ? "rounded border border-emerald-200 bg-emerald-50 p-3 text-sm"
                    : "rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800"
                }
              >
                {answer.test.message}
              </p>
            ) : null}
            <Button type="submit" name="intent" value="test" variant="secondary" disabled={testing}>
              {testing ? "Sending..." : "Send Test Email"}
            </Button>
          </Form>
        </CardBody>
      </Card>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Email Setup");
