import type { MetaFunction } from "@remix-run/node";
import { NewAssemblyScreen, newAssemblyClientAction } from "~/components/inventory/new-assembly-form";
import { ShellErrorPanel } from "~/components/shell/shell-error";
import { pageTitle } from "~/lib/title";
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

export function ErrorBoundary() {
  return <ShellErrorPanel homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}

export const meta: MetaFunction = () => [{ title: pageTitle("New Inventory Assembly") }];
