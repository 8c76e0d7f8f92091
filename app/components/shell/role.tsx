import { createContext, type ReactNode, useContext } from "react";
import { can, type Permission, type Role } from "~/modules/companies/policy";

// The signed-in user's role in the company whose screens are open, for the screens to hide what
// the role may not do (the server refuses it anyway: policy.ts). The dashboard shell provides it;
// a component rendered outside a shell (a unit test) acts for an owner.

const RoleContext = createContext<Role>("owner");

export function RoleProvider({ role, children }: { role: Role; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export const useRole = (): Role => useContext(RoleContext);

/** Whether the user's role allows `permission` in the open company. */
export const useCan = (permission: Permission): boolean => can(useRole(), permission);
