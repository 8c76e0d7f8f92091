import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { ConformField } from "~/components/ui/conform-field";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { InvitationLink } from "~/components/team/invitation-link";
import { FormErrors, SelectField } from "~/components/ui/field";
import { screenMeta } from "~/lib/title";
import { companyMailConfigured } from "~/modules/companies/mail-settings.server";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, rolesOfferedBy } from "~/modules/companies/policy";
import { requireCompany } from "~/modules/companies/require-company.server";
import { inviteMember } from "~/modules/team/invitations.server";
import { INVITATION_DAYS, INVITATION_MESSAGES, inviteSchema } from "~/modules/team/schema";
import { assertDomainError } from "~/utils/errors";
import { refusalReply } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";
import { inviteContext } from "./__invite-context.server";

// Invite User (users/invite): an email and a role (none above the inviter's own). The invitation
// is emailed through SMTP when it is configured; otherwise its link is shown here to copy.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId, "members");
  const roles = rolesOfferedBy(company.role);
  return { companyId: company.id, companyName: company.companyName, roles, emails: await companyMailConfigured(db, company.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "members");
  const submission = parseWithZod(await request.formData(), { schema: inviteSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), link: null }, { status: 400 });
  try {
    const context = inviteContext(request, user, company);
    const issued = await inviteMember(db, context, submission.value);
    if (issued.emailed) {
      return redirectWithToast(menuHref(company.id, "settings/users"), {
        type: "success",
        message: INVITATION_MESSAGES.sent(issued.invitation.email),
      });
    }
    return { result: submission.reply({ resetForm: true }), link: { email: issued.invitation.email, url: context.origin + issued.path } };
  } catch (error) {
    assertDomainError(error);
    return data({ result: refusalReply(submission, error), link: null }, { status: error.status });
  }
}

export default function InviteUser() {
  const { companyId, companyName, roles, emails } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "invite-user",
    lastResult: answer?.result,
    defaultValue: { email: "", role: "bookkeeper" },
    shouldValidate: "onSubmit",
  });
  return (
    <div className="mx-auto max-w-2xl">
      <Card>
        <CardHeader headingLevel={1} title="Invite User" description={companyName} />
        <CardBody>
          {answer?.link ? <InvitationLink link={answer.link} className="mb-4" /> : null}
          <Form method="post" className="max-w-md space-y-3" {...getFormProps(form)}>
            <FormErrors errors={form.errors} id={form.errorId} />
            <ConformField meta={fields.email} type="email" label="Email" required autoComplete="off" />
            <SelectField
              name={fields.role.name}
              label="Role"
              defaultValue={fields.role.initialValue as string}
              error={fields.role.errors}
              options={roles.map((role) => ({ value: role, label: `${ROLE_LABELS[role]} — ${ROLE_DESCRIPTIONS[role]}` }))}
            />
            <p className="text-sm text-slate-600">
              {emails
                ? `The invitation is emailed; its link works once, for ${INVITATION_DAYS} days.`
                : `No email server is set up: the invitation's link is shown here to copy. It works once, for ${INVITATION_DAYS} days.`}
            </p>
            <div className="flex gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? "Inviting..." : "Send Invitation"}
              </Button>
              <Link
                to={menuHref(companyId, "settings/users")}
                className={buttonClasses({ variant: "secondary", className: "no-underline" })}
              >
                Back to Users
              </Link>
            </div>
          </Form>
        </CardBody>
      </Card>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Invite User");
