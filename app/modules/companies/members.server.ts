import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { forgetCurrentCompanies, revokeCompanyTokensOf } from "~/modules/auth/auth.server";
import { DomainError } from "~/utils/errors";
import { assertCan, ROLE_LABELS, type Role, roleRank } from "./policy";

// A company's members (company_members): who they are, their role, and the changes an owner or an
// admin makes (issue 29). A company always keeps one owner; only an owner makes or unmakes one;
// nobody hands out a role above their own.

export interface MemberView {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  joinedAt: Date;
  version: number;
}

/** Who changes the team: the acting user and their role in the company. */
export interface TeamActor {
  companyId: number;
  userId: number;
  role: Role;
}

export const MEMBER_MESSAGES = {
  notFound: "Member not found. They may have been removed already.",
  lastOwner: "A company must keep at least one owner.",
  alreadyMember: (email: string) => `${email} is already a member of this company.`,
  roleAboveOwn: "You cannot give a role above your own.",
  roleChanged: (name: string, role: string) => `${name} is now ${/^[AEIOU]/.test(role) ? "an" : "a"} ${role}.`,
  removed: (name: string) => `${name} was removed from the company.`,
} as const;

/** The company's members (or the one member `userId`), owners first. */
export async function listMembers(db: Knex, companyId: number, userId?: number): Promise<MemberView[]> {
  const query = db("companyMembers as m")
    .join("users as u", "u.id", "m.userId")
    .where("m.companyId", companyId)
    .orderByRaw("CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 WHEN 'bookkeeper' THEN 2 ELSE 3 END, lower(u.email)")
    .select("m.userId", "u.firstName", "u.lastName", "u.email", "m.role", "m.createdAt as joinedAt", "m.version");
  if (userId !== undefined) query.where("m.userId", userId);
  return query;
}

/** Refused unless the actor may hand out (or take away) `role`: members for most, owners for an owner. */
export function assertMayManage(actor: TeamActor, role: Role): void {
  assertCan(actor.role, "members");
  if (role === "owner") assertCan(actor.role, "owners");
  if (roleRank(role) > roleRank(actor.role)) throw new DomainError(MEMBER_MESSAGES.roleAboveOwn, 403);
}

/** Add a user to a company with a role (accepting an invitation); a member already keeps their role. */
export async function addMember(trx: Knex.Transaction, companyId: number, userId: number, role: Role): Promise<void> {
  const added = await trx("companyMembers")
    .insert({ companyId, userId, role })
    .onConflict(["companyId", "userId"])
    .ignore()
    .returning("userId");
  if (added.length === 0) return; // a member already
  const [member] = await listMembers(trx, companyId, userId);
  await recordMemberActivity(trx, { companyId, userId }, "member_added", member, ROLE_LABELS[role]);
}

/** A change of the team in the activity log: the member by name (and email), the role in words. */
function recordMemberActivity(
  trx: Knex.Transaction,
  ctx: { companyId: number; userId: number },
  activity: "member_added" | "member_changed" | "member_removed",
  member: MemberView,
  detail: string,
) {
  const name = `${member.firstName} ${member.lastName}`.trim();
  return recordActivity(trx, ctx, {
    activity,
    recordType: "member",
    recordId: member.userId,
    name: name ? `${name} <${member.email}>` : member.email,
    link: "settings/users",
    detail,
  });
}

async function lockedMember(trx: Knex.Transaction, companyId: number, userId: number) {
  // The company's owners are locked with the member, so two changes cannot each leave the other as the last owner.
  const rows: { userId: number; role: Role; version: number }[] = await trx("companyMembers")
    .where({ companyId })
    .where((q) => q.where({ userId }).orWhere({ role: "owner" }))
    .orderBy("userId")
    .forUpdate()
    .select("userId", "role", "version");
  const member = rows.find((r) => r.userId === userId);
  if (!member) throw new DomainError(MEMBER_MESSAGES.notFound, 404);
  const owners = rows.filter((r) => r.role === "owner").length;
  return { member, owners };
}

/** Change a member's role, on the version read (409 if changed since); the last owner stays an owner. */
export async function changeMemberRole(db: Knex, actor: TeamActor, userId: number, role: Role, version: number): Promise<MemberView> {
  return db.transaction(async (trx) => {
    const { member, owners } = await lockedMember(trx, actor.companyId, userId);
    assertMayManage(actor, member.role);
    assertMayManage(actor, role);
    if (member.version !== version) {
      throw new DomainError("This member was changed by someone else since you opened the page. Reload it and try again.", 409);
    }
    if (member.role === "owner" && role !== "owner" && owners <= 1) throw new DomainError(MEMBER_MESSAGES.lastOwner, 409);
    await trx("companyMembers")
      .where({ companyId: actor.companyId, userId })
      .update({ role, version: trx.raw("version + 1"), updatedAt: trx.fn.now() });
    const [changed] = await listMembers(trx, actor.companyId, userId);
    await recordMemberActivity(trx, actor, "member_changed", changed, `${ROLE_LABELS[member.role]} → ${ROLE_LABELS[role]}`);
    return changed;
  });
}

/** Remove a member (not the last owner; an owner only by an owner), and revoke their keys of the company. Returns who was removed. */
export async function removeMember(db: Knex, actor: TeamActor, userId: number): Promise<MemberView> {
  return db.transaction(async (trx) => {
    const { member, owners } = await lockedMember(trx, actor.companyId, userId);
    assertMayManage(actor, member.role);
    if (member.role === "owner" && owners <= 1) throw new DomainError(MEMBER_MESSAGES.lastOwner, 409);
    const [removed] = await listMembers(trx, actor.companyId, userId);
    await trx("companyMembers").where({ companyId: actor.companyId, userId }).delete();
    await forgetCurrentCompanies(trx, [actor.companyId], userId);
    await recordMemberActivity(trx, actor, "member_removed", removed, `was ${ROLE_LABELS[member.role]}`);
    await revokeCompanyTokensOf(trx, actor.companyId, userId);
    return removed;
  });
}
