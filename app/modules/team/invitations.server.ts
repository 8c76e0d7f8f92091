import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import type { User } from "~/modules/auth/auth.server";
import { sendCompanyMail } from "~/modules/companies/mail-settings.server";
import { addMember, assertMayManage, MEMBER_MESSAGES, type TeamActor } from "~/modules/companies/members.server";
import { ROLE_LABELS, type Role } from "~/modules/companies/policy";
import { INVITATION_DAYS, INVITATION_MESSAGES } from "./schema";
import { sessionSecret } from "~/utils/config.server";
import { DomainError } from "~/utils/errors";

// Invitations to a company's team (issue 29 item 2, ADR 0063). An invitation is a link
// /invitation/<id>.<secret>.<signature>: the secret is 32 random bytes, kept only as its SHA-256
// hash; the signature (an HMAC of id and secret with the server's secret) refuses a tampered link
// before the database is asked. A link is single-use, expires after INVITATION_DAYS, and is
// accepted only by the account of the address it was sent to.

export interface InvitationView {
  id: number;
  email: string;
  role: Role;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  expired: boolean;
}

export interface IssuedInvitation {
  invitation: InvitationView;
  /** The path of the link (/invitation/…): shown to copy when no email went out. */
  path: string;
  emailed: boolean;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const signatureOf = (id: number, secret: string) => createHmac("sha256", sessionSecret()).update(`${id}.${secret}`).digest("base64url");
const linkPath = (id: number, secret: string) => `/invitation/${id}.${secret}.${signatureOf(id, secret)}`;

/** The id and secret of a link whose signature holds; null for anything else. */
function readLink(token: string): { id: number; secret: string } | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signatureOf(id, match[2]));
  const given = Buffer.from(match[3]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { id, secret: match[2] } : null;
}

const INVITATION_COLUMNS = [
  "i.id",
  "i.email",
  "i.role",
  "i.createdAt",
  "i.expiresAt",
  "u.firstName as inviterFirstName",
  "u.lastName as inviterLastName",
];

const inviterName = (row: Record<string, unknown>) => [row.inviterFirstName, row.inviterLastName].filter(Boolean).join(" ");

function view(row: Record<string, unknown>): InvitationView {
  const expiresAt = new Date(row.expiresAt as Date);
  return {
    id: Number(row.id),
    email: String(row.email),
    role: row.role as Role,
    invitedBy: inviterName(row),
    createdAt: new Date(row.createdAt as Date),
    expiresAt,
    expired: expiresAt.getTime() <= Date.now(),
  };
}

/** The company's invitations not yet accepted or withdrawn (expired ones too, to resend), newest first. */
export async function listOpenInvitations(db: Knex, companyId: number): Promise<InvitationView[]> {
  const rows = await db("companyInvitations as i")
    .leftJoin("users as u", "u.id", "i.invitedBy")
    .where("i.companyId", companyId)
    .whereNull("i.acceptedAt")
    .whereNull("i.revokedAt")
    .orderBy("i.createdAt", "desc")
    .select(INVITATION_COLUMNS);
  return rows.map(view);
}

async function issue(trx: Knex.Transaction, actor: TeamActor, email: string, role: Role) {
  // A new invitation to the same address replaces the open one.
  await trx("companyInvitations")
    .where({ companyId: actor.companyId })
    .whereRaw("lower(email) = lower(?)", [email])
    .whereNull("acceptedAt")
    .whereNull("revokedAt")
    .update({ revokedAt: trx.fn.now() });
  const secret = randomBytes(32).toString("base64url");
  const [row] = await trx("companyInvitations")
    .insert({
      companyId: actor.companyId,
      email,
      role,
      tokenHash: sha256(secret),
      invitedBy: actor.userId,
      expiresAt: trx.raw("now() + make_interval(days => ?)", [INVITATION_DAYS]),
    })
    .returning("id");
  const created = await trx("companyInvitations as i")
    .leftJoin("users as u", "u.id", "i.invitedBy")
    .where({ "i.companyId": actor.companyId, "i.id": row.id })
    .first(INVITATION_COLUMNS);
  await recordActivity(trx, actor, {
    activity: "invited",
    recordType: "invitation",
    recordId: Number(row.id),
    name: email,
    link: "settings/users",
    detail: `as ${ROLE_LABELS[role]}`,
  });
  return { invitation: view(created), path: linkPath(Number(row.id), secret) };
}

export interface InviteContext {
  actor: TeamActor;
  companyName: string;
  inviterName: string;
  /** The app's origin (https://books.example.com), for the link in the email. */
  origin: string;
}

/** The email of an invitation: who invites, to what, as what, and the link. */
function invitationMail(context: InviteContext, issued: { invitation: InvitationView; path: string }) {
  const { email, role } = issued.invitation;
  return {
    to: email,
    subject: `${context.inviterName} invited you to ${context.companyName} on Ledgerline`,
    text:
      `${context.inviterName} invited you to keep the books of ${context.companyName} on Ledgerline as ${ROLE_LABELS[role]}.\n\n` +
      `Accept the invitation (the link works once, for ${INVITATION_DAYS} days):\n${context.origin}${issued.path}\n\n` +
      `If you did not expect this, ignore this email.\n`,
  };
}

/** Email the invitation through the company's mail (its Email Setup, or the server's SMTP_URL), when there is any. */
async function deliver(db: Knex, context: InviteContext, issued: { invitation: InvitationView; path: string }): Promise<IssuedInvitation> {
  const emailed = await sendCompanyMail(db, context.actor.companyId, invitationMail(context, issued));
  return { ...issued, emailed };
}

/**
 * Invite `email` to the company as `role` (no higher than the inviter's own; an owner only by an
 * owner). The email goes out through SMTP when it is configured; either way the link's path comes
 * back, for the screen to show when nothing was sent.
 */
export async function inviteMember(db: Knex, context: InviteContext, input: { email: string; role: Role }): Promise<IssuedInvitation> {
  const { actor } = context;
  assertMayManage(actor, input.role);
  const email = input.email.trim();
  const member = await db("companyMembers as m")
    .join("users as u", "u.id", "m.userId")
    .where("m.companyId", actor.companyId)
    .whereRaw("lower(u.email) = lower(?)", [email])
    .first("m.userId");
  if (member) throw new DomainError(MEMBER_MESSAGES.alreadyMember(email), 409, { email: [MEMBER_MESSAGES.alreadyMember(email)] });
  return deliver(db, context, await db.transaction((trx) => issue(trx, actor, email, input.role)));
}

/** Send an open invitation again: a new link (the old one stops working) and a new expiry. */
export async function resendInvitation(db: Knex, context: InviteContext, invitationId: number): Promise<IssuedInvitation> {
  const open = (await listOpenInvitations(db, context.actor.companyId)).find((i) => i.id === invitationId);
  if (!open) throw new DomainError(INVITATION_MESSAGES.notFound, 404);
  assertMayManage(context.actor, open.role);
  return deliver(db, context, await db.transaction((trx) => issue(trx, context.actor, open.email, open.role)));
}

/** Withdraw an open invitation: its link is refused from now on. */
export async function revokeInvitation(db: Knex, actor: TeamActor, invitationId: number): Promise<InvitationView> {
  const open = (await listOpenInvitations(db, actor.companyId)).find((i) => i.id === invitationId);
  if (!open) throw new DomainError(INVITATION_MESSAGES.notFound, 404);
  assertMayManage(actor, open.role);
  await db.transaction(async (trx) => {
    await trx("companyInvitations")
      .where({ companyId: actor.companyId, id: invitationId })
      .whereNull("acceptedAt")
      .update({ revokedAt: trx.fn.now() });
    await recordActivity(trx, actor, {
      activity: "deleted",
      recordType: "invitation",
      recordId: invitationId,
      name: open.email,
      link: "settings/users",
      detail: "Invitation withdrawn",
    });
  });
  return open;
}

export interface InvitationPreview {
  companyId: number;
  companyName: string;
  email: string;
  role: Role;
  invitedBy: string;
}

/** The invitation of a link, if its signature and secret hold and it is still open; otherwise the link's refusal. */
async function openInvitationOfLink(db: Knex, token: string, lock: boolean): Promise<{ preview: InvitationPreview; id: number }> {
  const link = readLink(token);
  if (!link) throw new DomainError(INVITATION_MESSAGES.invalid, 404);
  const query = db("companyInvitations as i")
    .join("companies as c", "c.id", "i.companyId")
    .leftJoin("users as u", "u.id", "i.invitedBy")
    .where("i.id", link.id)
    .whereNull("c.archivedAt")
    .first(
      "i.companyId",
      "i.id",
      "i.email",
      "i.role",
      "i.tokenHash",
      "i.expiresAt",
      "i.acceptedAt",
      "i.revokedAt",
      "c.companyName",
      "u.firstName as inviterFirstName",
      "u.lastName as inviterLastName",
    );
  if (lock) query.forUpdate("i");
  const row = await query;
  const hash = Buffer.from(sha256(link.secret));
  const stored = Buffer.from(String(row?.tokenHash ?? ""));
  if (!row || stored.length !== hash.length || !timingSafeEqual(hash, stored)) throw new DomainError(INVITATION_MESSAGES.invalid, 404);
  if (row.revokedAt) throw new DomainError(INVITATION_MESSAGES.revoked, 410);
  if (row.acceptedAt) throw new DomainError(INVITATION_MESSAGES.used, 410);
  if (new Date(row.expiresAt).getTime() <= Date.now()) throw new DomainError(INVITATION_MESSAGES.expired, 410);
  return {
    id: Number(row.id),
    preview: {
      companyId: Number(row.companyId),
      companyName: row.companyName,
      email: row.email,
      role: row.role,
      invitedBy: inviterName(row),
    },
  };
}

/** What an invitation link offers (company, role, who invited), or the refusal of a bad, used, withdrawn or expired link. */
export async function previewInvitation(db: Knex, token: string): Promise<InvitationPreview> {
  return (await openInvitationOfLink(db, token, false)).preview;
}

/**
 * Accept an invitation as the signed-in user, whose address must be the one invited: they join
 * the company with the invited role (a member already keeps theirs) and the link is spent, in one
 * transaction with the invitation row locked, so a link is never accepted twice.
 */
export async function acceptInvitation(db: Knex, token: string, user: Pick<User, "id" | "email">): Promise<InvitationPreview> {
  return db.transaction(async (trx) => {
    const { preview, id } = await openInvitationOfLink(trx, token, true);
    if (preview.email.toLowerCase() !== user.email.toLowerCase())
      throw new DomainError(INVITATION_MESSAGES.otherAccount(preview.email), 403);
    await addMember(trx, preview.companyId, user.id, preview.role);
    await trx("companyInvitations").where({ companyId: preview.companyId, id }).update({ acceptedAt: trx.fn.now(), acceptedBy: user.id });
    return preview;
  });
}
