import { NewAssemblyScreen, newAssemblyClientAction } from "~/components/inventory/new-assembly-form";
import { screenMeta } from "~/lib/title";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";
export { newAssemblyLoader as loader, newAssemblyAction as action } from "../__new-assembly.server";

// New Inventory Assembly (Inventory > New Inventory Assembly): the assembly form
// (~/components/inventory/new-assembly-form.tsx); Save and Close goes to Build Assembly on the new
// assembly, Save and New to a blank form.

/** A save that gets no answer (offline, a server error) keeps every field as typed, with the message. */
export const clientAction = newAssemblyClientAction;

export default function NewAssembly() {
  return <NewAssemblyScreen />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Inventory Assembly");
