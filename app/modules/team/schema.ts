import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { KEY_SCOPES, type KeyScope, ROLE_LABELS, ROLES, type Role } from "~/modules/companies/policy";

// The team screens' forms (an invitation's email and role, a member's new role) and their words,
// which the screens show as well as the server.

const roleField = z.enum(ROLES as unknown as [Role, ...Role[]], { error: "Choose a role." });

export const inviteSchema = z.object({
  email: z
    .string({ error: "Enter the email address to invite." })
    .trim()
    .min(1, "Enter the email address to invite.")
    .max(254, "The email address is too long.")
    .pipe(z.email("Enter a valid email address.")),
  role: roleField,
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const changeRoleSchema = z.object({
  userId: z.coerce.number().int().positive().max(MAX_ROW_ID),
  role: roleField,
  version: z.coerce.number({ error: "version is required" }).int().positive(),
});

export const memberSchema = z.object({ userId: z.coerce.number().int().positive().max(MAX_ROW_ID) });
export const invitationIdSchema = z.object({ invitationId: z.coerce.number().int().positive().max(MAX_ROW_ID) });

export const INVITATION_DAYS = 7;

export const INVITATION_MESSAGES = {
  invalid: "This invitation link is not valid.",
  expired: "This invitation has expired. Ask the company for a new one.",
  used: "This invitation has already been used.",
  revoked: "This invitation was withdrawn. Ask the company for a new one.",
  otherAccount: (email: string) => `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  notFound: "Invitation not found. It may have been withdrawn already.",
  sent: (email: string) => `An invitation was sent to ${email}.`,
  created: (email: string) => `An invitation for ${email} is ready: copy its link and send it to them.`,
  revokedDone: (email: string) => `The invitation for ${email} was withdrawn.`,
  accepted: (company: string, role: Role) => `Welcome to ${company}: you joined as ${ROLE_LABELS[role]}.`,
} as const;

// API keys (ADR 0069): a name and a scope (a role, or print).

export const apiKeySchema = z.object({
  name: z
    .string({ error: "Enter a name for the key." })
    .trim()
    .min(1, "Enter a name for the key.")
    .max(100, "The name must be at most 100 characters."),
  scope: z.enum(KEY_SCOPES as unknown as [KeyScope, ...KeyScope[]], { error: "Choose a role or Print only." }),
});
export type ApiKeyInput = z.infer<typeof apiKeySchema>;

export const apiKeyIdSchema = z.object({ keyId: z.coerce.number().int().positive().max(MAX_ROW_ID) });

export const API_KEY_MESSAGES = {
  roleAboveOwn: "You do not have permission to give a key a role above your own.",
  notYours: "You do not have permission to revoke another member's key.",
  printNotAllowed: "You do not have permission to create a print key: it needs a role that may print checks.",
  notFound: "Key not found. It may have been deleted.",
  alreadyRevoked: (name: string) => `The key "${name}" was already revoked.`,
  created: (name: string) => `The key "${name}" was created. Copy it now: it is shown only once.`,
  revoked: (name: string) => `The key "${name}" was revoked.`,
} as const;
