import { createContext, type ReactNode, useContext } from "react";

// Screens shown to someone who may read but not change them: the kit's save buttons, edit links and
// form actions are not rendered inside a read-only provider (the dashboard shell sets it from the
// user's role; the server refuses the change anyway).

const ReadOnlyContext = createContext(false);

export function ReadOnlyProvider({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>;
}

/** Whether the screen is shown read-only (no saving, no editing). */
export const useReadOnly = (): boolean => useContext(ReadOnlyContext);

/** Its children only when the screen may be changed: a New, Edit, Delete or Void control. */
export function WhenWritable({ children }: { children: ReactNode }) {
  return useReadOnly() ? null : <>{children}</>;
}
