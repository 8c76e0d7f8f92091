import type { LoaderFunctionArgs } from "@remix-run/node";
import { stockStatus } from "~/modules/reports/inventory-reports.server";
import { stockStatusCsv } from "~/modules/reports/inventory-csv.server";
import { asOfCsvLoader, reorderOnly } from "./__report-request.server";

// Inventory Stock Status by Item › Export to CSV: every item, or the items to reorder (?asOf, ?show=reorder).

export const loader = (args: LoaderFunctionArgs) =>
  asOfCsvLoader("inventory-stock-status-by-item", async (db, companyId, asOf) =>
    stockStatusCsv(await stockStatus(db, companyId, asOf, { reorderOnly: reorderOnly(args.request) })),
  )(args);
