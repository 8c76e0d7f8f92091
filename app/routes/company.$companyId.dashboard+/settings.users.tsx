import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { InvitationLink } from "~/components/team/invitation-link";
import { FormErrors, inputClasses } from "~/components/ui/field";
import { screenMeta } from "~/lib/title";
import { changeMemberRole, listMembers, MEMBER_MESSAGES, removeMember } from "~/modules/companies/members.server";
import { can, ROLE_DESCRIPTIONS, ROLE_LABELS, type Role, rolesOfferedBy } from "~/modules/companies/policy";
import { requireCompany } from "~/modules/companies/require-company.server";
import { listOpenInvitations, resendInvitation, revokeInvitation } from "~/modules/team/invitations.server";
import { changeRoleSchema, INVITATION_MESSAGES, invitationIdSchema, memberSchema } from "~/modules/team/schema";
import { DomainError } from "~/utils/errors";
import { redirectWithToast } from "~/utils/toast.server";
import { inviteContext } from "./__invite-context.server";

// Settings › Users (also the user menu's Personal Settings): the signed-in user's own account and
// role, the company's members and its open invitations. Every member sees the team; an owner or an
// admin changes roles, removes members and invites (users/invite), as policy.ts allows.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const manages = can(company.role, "members");
  const [members, invitations] = await Promise.all([listMembers(db, company.id), manages ? listOpenInvitations(db, company.id) : []]);
  return {
    companyId: company.id,
    companyName: company.companyName,
    me: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email, role: company.role },
    manages,
    managesOwners: can(company.role, "owners"),
    members,
    invitations,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "members");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const context = inviteContext(request, user, company);
  const { actor } = context;
  const back = (message: string) => redirectWithToast(menuHref(company.id, "settings/users"), { type: "success", message });
  try {
    if (intent === "change-role") {
      const input = changeRoleSchema.parse(Object.fromEntries(form));
      const changed = await changeMemberRole(db, actor, input.userId, input.role, input.version);
      return back(MEMBER_MESSAGES.roleChanged(changed.email, ROLE_LABELS[changed.role]));
    }
    if (intent === "remove") {
      const removed = await removeMember(db, actor, memberSchema.parse(Object.fromEntries(form)).userId);
      return back(MEMBER_MESSAGES.removed(removed.email));
    }
    const { invitationId } = invitationIdSchema.parse(Object.fromEntries(form));
    if (intent === "revoke") return back(INVITATION_MESSAGES.revokedDone((await revokeInvitation(db, actor, invitationId)).email));
    if (intent === "resend") {
      const issued = await resendInvitation(db, context, invitationId);
      if (issued.emailed) return back(INVITATION_MESSAGES.sent(issued.invitation.email));
      return { error: null, link: { email: issued.invitation.email, url: context.origin + issued.path } };
    }
    return data({ error: "Unknown action", link: null }, { status: 400 });
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message, link: null }, { status: error.status });
    if (error instanceof Error && error.name === "ZodError") return data({ error: "Unknown action", link: null }, { status: 400 });
    throw error;
  }
}

const dateText = (value: string | Date) => new Date(value).toLocaleDateString("en-US", { timeZone: "UTC" });

export default function Users() {
  const { companyId, companyName, me, manages, managesOwners, members, invitations } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  // The roles this user may hand out: none above their own, an owner only by an owner.
  const offered = rolesOfferedBy(me.role);
  const mayChange = (role: Role) => manages && (role !== "owner" || managesOwners);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Card>
        <CardHeader headingLevel={1} title="Users" description={companyName} />
        <CardBody>
          <h2 className="text-base font-semibold">Your account</h2>
          <p className="mt-1 text-sm text-slate-700">
            {me.firstName} {me.lastName} ({me.email}) — {ROLE_LABELS[me.role]}: {ROLE_DESCRIPTIONS[me.role]}
          </p>
          {answer?.error ? <FormErrors errors={[answer.error]} /> : null}
          {answer?.link ? <InvitationLink link={answer.link} className="mt-3" /> : null}
        </CardBody>
      </Card>
      <Card>
        <CardHeader
          headingLevel={2}
          title="Members"
          actions={
            manages ? (
              <Link to={menuHref(companyId, "users/invite")} className={buttonClasses({ className: "no-underline" })}>
                Invite User
              </Link>
            ) : null
          }
        />
        <CardBody>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1">Name</th>
                <th>Email</th>
                <th>Role</th>
                <th>Member since</th>
                {manages ? <th className="sr-only">Actions</th> : null}
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.userId} className="border-t border-slate-100 align-middle">
                  <td className="py-2">
                    {member.firstName} {member.lastName}
                    {member.userId === me.id ? " (you)" : ""}
                  </td>
                  <td>{member.email}</td>
                  <td>
                    {mayChange(member.role) ? (
                      <Form method="post" className="flex items-center gap-2">
                        <input type="hidden" name="intent" value="change-role" />
                        <input type="hidden" name="userId" value={member.userId} />
                        <input type="hidden" name="version" value={member.version} />
                        <select
                          name="role"
                          defaultValue={member.role}
                          aria-label={`Role of ${member.email}`}
                          className={inputClasses + " w-36"}
                        >
                          {offered.map((role) => (
                            <option key={role} value={role}>
                              {ROLE_LABELS[role]}
                            </option>
                          ))}
                        </select>
                        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
                          Change role
                        </Button>
                      </Form>
                    ) : (
                      ROLE_LABELS[member.role]
                    )}
                  </td>
                  <td>{dateText(member.joinedAt)}</td>
                  {manages ? (
                    <td className="text-right">
                      {mayChange(member.role) ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="remove" />
                          <input type="hidden" name="userId" value={member.userId} />
                          <Button type="submit" size="sm" variant="danger" disabled={busy} aria-label={`Remove ${member.email}`}>
                            Remove
                          </Button>
                        </Form>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </CardBody>
      </Card>
      {manages ? (
        <Card>
          <CardHeader headingLevel={2} title="Invitations" description="Sent and not yet accepted" />
          <CardBody>
            {invitations.length === 0 ? (
              <p className="text-sm text-slate-600">No open invitations.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {invitations.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-2">
                    <span className="grow">
                      {invitation.email} — {ROLE_LABELS[invitation.role]}, by {invitation.invitedBy || "someone"},{" "}
                      {invitation.expired ? "expired" : `expires ${dateText(invitation.expiresAt)}`}
                    </span>
                    <Form method="post" className="flex gap-2">
                      <input type="hidden" name="invitationId" value={invitation.id} />
                      <Button type="submit" name="intent" value="resend" size="sm" variant="secondary" disabled={busy}>
                        Resend
                      </Button>
                      <Button type="submit" name="intent" value="revoke" size="sm" variant="danger" disabled={busy}>
                        Withdraw
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
      ) : null}
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Users");
