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
