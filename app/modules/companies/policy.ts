import { DomainError } from "~/utils/errors";

// Who may do what in a company: the one place roles are read (issue 29, ADR 0063). A member of a
// company has one role; a route, an API operation or a CLI command names the permission it needs
// (most need only `read` or `write`, which the request's method gives), and `assertCan` answers 403
// with the spec's wording ("You do not have permission to …") when the role lacks it. Nothing else
// compares roles: the web asks `can` to hide what a role cannot do.

export const ROLES = ["owner", "admin", "bookkeeper", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  bookkeeper: "Bookkeeper",
  viewer: "Viewer",
};

/** What a role says it is for, as the invitation and members screens explain it. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything, including deleting the company and managing members and owners.",
  admin: "Everything but deleting the company and changing its owners.",
  bookkeeper: "Every document, list and report; no settings, members or deletion.",
  viewer: "Reads and exports only.",
};

/**
 * - read: open every screen, report and export of the books;
 * - write: create, change, post, void, import and print documents and lists;
 * - settings: change the company's preferences, branding, print and email settings, its password;
 * - members: invite, change the role of and remove members (not owners, unless also `owners`);
 * - owners: make or unmake an owner;
 * - delete: delete (archive) the company.
 */
export const PERMISSIONS = ["read", "write", "settings", "members", "owners", "delete"] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: ["read", "write", "settings", "members"],
  bookkeeper: ["read", "write"],
  viewer: ["read"],
};

export function can(role: Role, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

/** The permissions a role holds, for a screen that shows or hides its actions. */
export function permissionsOf(role: Role): Record<Permission, boolean> {
  return Object.fromEntries(PERMISSIONS.map((p) => [p, can(role, p)])) as Record<Permission, boolean>;
}

/** The refusal of each permission, in the spec's form ("You do not have permission to view vendor groups."). */
export const PERMISSION_DENIED: Record<Permission, string> = {
  read: "You do not have permission to view this company's books.",
  write: "You do not have permission to change this company's books.",
  settings: "You do not have permission to change this company's settings.",
  members: "You do not have permission to manage this company's members.",
  owners: "You do not have permission to change this company's owners.",
  delete: "You do not have permission to delete this company.",
};

/** A 403 unless the role holds the permission; `message` is the spec's own wording where it has one. */
export function assertCan(role: Role, permission: Permission, message = PERMISSION_DENIED[permission]): void {
  if (!can(role, permission)) throw new DomainError(message, 403);
}

/** What a request may do at most, by its method: a read (GET, HEAD) needs `read`, anything else `write`. */
export function permissionOfMethod(method: string): Permission {
  return ["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase()) ? "read" : "write";
}

/** A role may hand out roles no higher than its own (an admin cannot make an owner). */
export function roleRank(role: Role): number {
  return ROLES.length - ROLES.indexOf(role);
}

/** The roles a member with `role` may give: none above their own, an owner only by one who may change owners. */
export const rolesOfferedBy = (role: Role): Role[] =>
  ROLES.filter((offered) => roleRank(offered) <= roleRank(role) && (offered !== "owner" || can(role, "owners")));

/**
 * What an API key may be scoped to in its company (ADR 0069): a role, acting as at most that role,
 * or `print`, which may only claim and report print jobs and reads nothing else.
 */
export const KEY_SCOPES = [...ROLES, "print"] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

/** The role a request acts as: the lower of the member's current role and the key's (a key never outlives a demotion). */
export function effectiveRole(memberRole: Role, keyRole?: Role | null): Role {
  return keyRole && roleRank(keyRole) < roleRank(memberRole) ? keyRole : memberRole;
}

/** The refusal of anything but print jobs to a print key, and of the user's own account to a company's key. */
export const KEY_DENIED = {
  print: "You do not have permission to use a print key for anything but print jobs.",
  company: "You do not have permission to use a company's key for this.",
} as const;

/** Whether a daemon on a key of this scope may print (a user token's is null: as its user; a role's must `write`). */
export function keyMayPrint(scope: string | null): boolean {
  return scope === null || scope === "print" || ((ROLES as readonly string[]).includes(scope) && can(scope as Role, "write"));
}

/** The scopes a member with `role` may give a key: roles no higher than theirs, and print if they may print checks. */
export const keyScopesOfferedBy = (role: Role): KeyScope[] => [
  ...ROLES.filter((offered) => roleRank(offered) <= roleRank(role)),
  ...(can(role, "write") ? (["print"] as const) : []),
];

export const KEY_SCOPE_LABELS: Record<KeyScope, string> = { ...ROLE_LABELS, print: "Print only" };
