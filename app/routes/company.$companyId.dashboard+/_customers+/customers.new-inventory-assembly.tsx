import type { MetaFunction } from "@remix-run/node";
import { NewAssemblyScreen, newAssemblyClientAction } from "~/components/inventory/new-assembly-form";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("New Inventory Assembly") }];
