import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { accountFormClientAction } from "~/components/accounts/account-form";
import { screenMeta } from "~/lib/title";
import { accountFormAction, accountFormLoader, type AccountFormKind } from "./__account-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// Edit Account: edit-account/{accountIdOrNumber}; number, name, bank account number and opening
// balance are read-only, and a deposit amount posts to the ledger. 404 for an account of another
// company.

const KIND: AccountFormKind = { mode: "edit", variant: "company" };

export const loader = (args: LoaderFunctionArgs) => accountFormLoader(args, KIND);

export const action = (args: ActionFunctionArgs) => accountFormAction(args, KIND);

export const clientAction = accountFormClientAction(KIND.mode);

export { AccountFormRoute as default, AccountFormErrorBoundary as ErrorBoundary } from "~/components/accounts/account-form";

export const meta = screenMeta("Edit Account");
