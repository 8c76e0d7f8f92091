import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CustomerFormScreen, customerFormClientAction } from "~/components/customers/customer-form";
import { CUSTOMER_FORM_MESSAGES } from "~/components/customers/customer-form-data";
import { PartyLoadError, PartyLoading, useLoadingOtherParty } from "~/components/parties/party-load-error";
import { screenMeta } from "~/lib/title";
import { customerFormAction, customerFormLoader } from "./__customer-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Edit Customer: the New Customer tabs with Cancel and Save Changes on each, the Opening Balance
// read-only (it was posted to the ledger), saved on the version it was read at (a stale save is
// refused and the form keeps what was typed). A customer that does not exist (or is another user's)
// is a 404 shown as "Error Loading Customer"; an id that is not a number goes back to the list.

export function loader(args: LoaderFunctionArgs) {
  return customerFormLoader(args, "edit");
}

export function action(args: ActionFunctionArgs) {
  return customerFormAction(args, "edit");
}

export const clientAction = customerFormClientAction("edit");

export default function EditCustomerRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  if (useLoadingOtherParty("customers", "customerId")) return <PartyLoading texts={CUSTOMER_FORM_MESSAGES} />;
  return <CustomerFormScreen key={loaded.party?.id} loaded={loaded} answered={answered && "status" in answered ? answered : undefined} />;
}

export function ErrorBoundary() {
  return <PartyLoadError texts={CUSTOMER_FORM_MESSAGES} listPath="customers/list" listLabel="Back to the customer list" />;
}

export const meta = screenMeta("Edit Customer");
