import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SalesPersonFormScreen, salesPersonFormClientAction } from "~/components/sales-persons/sales-person-form";
import type { SalesPersonFormAnswer } from "~/components/sales-persons/sales-person-form-data";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { screenMeta } from "~/lib/title";
import { SALES_PERSON_MESSAGES } from "~/modules/sales-persons/constants";
import { salesPersonFormAction, salesPersonFormLoader } from "./__sales-person-form.server";

// Edit Sales Person (Company > Sales Persons > Edit Sales Person): Cancel and Update Changes
// ('Updating...'); after the success dialog, back to the list. Another company's sales person, or
// none, is a 404; a save on a stale copy is refused (ADR 0014).

export const loader = (args: LoaderFunctionArgs) => salesPersonFormLoader(args, "edit");

export const action = (args: ActionFunctionArgs) => salesPersonFormAction(args, "edit");

export const clientAction = salesPersonFormClientAction("edit");

export default function EditSalesPerson() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<SalesPersonFormAnswer>();
  return <SalesPersonFormScreen loaded={loaded} answered={answered} />;
}

export function ErrorBoundary() {
  return <ListErrorPanel failed={SALES_PERSON_MESSAGES.loadFailed} />;
}

export const meta = screenMeta("Edit Sales Person");
