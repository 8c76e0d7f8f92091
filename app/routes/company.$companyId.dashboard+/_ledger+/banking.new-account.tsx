import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { accountFormClientAction } from "~/components/accounts/account-form";
import { screenMeta } from "~/lib/title";
import { accountFormAction, accountFormLoader, type AccountFormKind } from "./__account-form.server";
export { revalidateUnlessRefused as shouldRevalidate } from "~/components/ui/revalidate-unless-refused";

// New Bank Account (Banking menu): the New Account screen, starting on type Bank.

const KIND: AccountFormKind = { mode: "new", variant: "banking" };

export const loader = (args: LoaderFunctionArgs) => accountFormLoader(args, KIND);

export const action = (args: ActionFunctionArgs) => accountFormAction(args, KIND);

export const clientAction = accountFormClientAction(KIND.mode);

export { AccountFormRoute as default, AccountFormErrorBoundary as ErrorBoundary } from "~/components/accounts/account-form";

export const meta = screenMeta("New Bank Account");
