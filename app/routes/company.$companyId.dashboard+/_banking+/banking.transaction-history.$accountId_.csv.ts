import type { LoaderFunctionArgs } from "@remix-run/node";
import { registerCsv } from "./__register.server";

// The transaction history's Export to CSV (…/banking/transaction-history/{accountId}/csv?period=&from=&to=&q=&order=).

export const loader = (args: LoaderFunctionArgs) => registerCsv(args, "history");
