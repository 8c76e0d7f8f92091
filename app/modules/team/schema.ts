import * as z from "zod";
import { ROLES, type Role } from "~/modules/companies/policy";

// The team screens' forms: an invitation (email and role) and a member's new role.

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
  userId: z.coerce.number().int().positive().max(2147483647),
  role: roleField,
  version: z.coerce.number({ error: "version is required" }).int().positive(),
});

export const memberSchema = z.object({ userId: z.coerce.number().int().positive().max(2147483647) });
export const invitationIdSchema = z.object({ invitationId: z.coerce.number().int().positive().max(2147483647) });
