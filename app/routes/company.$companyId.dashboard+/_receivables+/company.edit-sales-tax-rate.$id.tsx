import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SalesTaxRateForm } from "~/components/receivables/sales-tax-rate-form";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { screenMeta } from "~/lib/title";
import { salesTaxRateFormAction, salesTaxRateFormLoader } from "./__sales-tax-rate-form.server";

// Edit Sales Tax Rate (Company > Sales Tax Rates): the shared sales tax rate form.

export const loader = (args: LoaderFunctionArgs) => salesTaxRateFormLoader(args, "edit");

export const action = (args: ActionFunctionArgs) => salesTaxRateFormAction(args, "edit");

// A save that gets no answer or a 5xx keeps the form and what was typed.
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

export default function EditSalesTaxRate() {
  const loaded = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <SalesTaxRateForm key={JSON.stringify(lastResult?.initialValue ?? null)} loaded={loaded} lastResult={lastResult} />;
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Edit Sales Tax Rate");
