import type { ReactNode } from "react";

/** A line of news above a form (e.g. "Draft restored."), announced politely; nothing when empty. */
export function Notice({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="status" className="mb-4 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
      {children}
    </p>
  );
}

/** What went wrong, above the form or list it concerns, announced at once; nothing when empty. */
export function Alert({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}
