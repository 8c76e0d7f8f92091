import type { LoaderFunctionArgs } from "@remix-run/node";
import { registerCsv } from "./__register.server";

// The register's Export to CSV (…/banking/transactions/{accountId}/csv?period=&from=&to=&q=&order=).

export const loader = (args: LoaderFunctionArgs) => registerCsv(args, "register");
