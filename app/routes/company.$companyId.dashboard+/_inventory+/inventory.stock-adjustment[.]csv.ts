import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { toDecimal } from "~/lib/money";
import { toQuantityDecimal } from "~/lib/quantity";
import { menuHref } from "~/components/shell/menu";
import { requireCompany } from "~/modules/companies/require-company.server";
import { STOCK_ADJUSTMENT_MESSAGES } from "~/modules/inventory/stock-adjustment-schema";
import { redirectWithToast } from "~/utils/toast.server";
import { adjustmentRows } from "./__stock-adjustment-list.server";

// Stock Adjustments › Export to CSV: every row matching the list's filters (not only the page
// shown), newest first, with the list's columns, as stock-adjustments-{date}.csv. Nothing to
// export: back to the list with "No records found matching the selected filters."

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const search = new URL(request.url).searchParams;
  const { list, today } = await adjustmentRows(db, company, user.id, search);
  if (!list.items.length) {
    return redirectWithToast(`${menuHref(company.id, "inventory/stock-adjustment")}?${search}`, {
      type: "error",
      message: STOCK_ADJUSTMENT_MESSAGES.noRecordsToExport,
    });
  }
  const header = ["Date", "Warehouse", "Item Name", "Comment", "Current Qty", "Adjusted Qty", "Current Value", "Rate", "Value"];
  const rows = list.items.map((r) => [
    formatUsDate(r.date),
    r.warehouseName,
    r.itemName,
    r.comment,
    toQuantityDecimal(r.currentQty),
    toQuantityDecimal(r.adjustedQty),
    toDecimal(r.currentValue),
    r.rate,
    toDecimal(r.value),
  ]);
  return new Response(toCsv([header, ...rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="stock-adjustments-${today}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
