import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { accountFormClientAction } from "~/components/accounts/account-form";
import { screenMeta } from "~/lib/title";
import { accountFormAction, accountFormLoader, type AccountFormKind } from "./__account-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// New Account: the account form; Save and Close goes to the Account List, Save and New to a blank
// form of the same type. new-account's action also answers the Account Creation dialog.

const KIND: AccountFormKind = { mode: "new", variant: "company" };

export const loader = (args: LoaderFunctionArgs) => accountFormLoader(args, KIND);

export const action = (args: ActionFunctionArgs) => accountFormAction(args, KIND);

export const clientAction = accountFormClientAction(KIND.mode);

export { AccountFormRoute as default, AccountFormErrorBoundary as ErrorBoundary } from "~/components/accounts/account-form";

export const meta = screenMeta("New Account");
