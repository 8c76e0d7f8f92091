import type { User } from "~/modules/auth/auth.server";
import type { Company } from "~/modules/companies/companies.server";
import type { InviteContext } from "~/modules/team/invitations.server";

// Who invites, to what, and the app's address for the link: what Invite User and Users' Resend
// both hand the invitation service.
export const inviteContext = (request: Request, user: User, company: Company): InviteContext => ({
  actor: { companyId: company.id, userId: user.id, role: company.role },
  companyName: company.companyName,
  inviterName: `${user.firstName} ${user.lastName}`.trim(),
  origin: new URL(request.url).origin,
});
