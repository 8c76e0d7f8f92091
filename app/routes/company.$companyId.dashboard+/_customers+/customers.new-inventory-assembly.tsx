import { NewAssemblyScreen, newAssemblyClientAction } from "~/components/inventory/new-assembly-form";
import { screenMeta } from "~/lib/title";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";
export { assemblyLoader as loader, assemblyAction as action } from "./__sales-item-forms.server";

// Customers › New Sales Item › Inventory Assembly: the assembly form
// (~/components/inventory/new-assembly-form.tsx), always sold (its sales price and income account
// required); Save and Close goes to Customers › Items, Save and New to a blank form.

/** A save that gets no answer (offline, a server error) keeps every field as typed, with the message. */
export const clientAction = newAssemblyClientAction;

export default function NewSalesAssembly() {
  return <NewAssemblyScreen side="customer" />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("New Inventory Assembly");
