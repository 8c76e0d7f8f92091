import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { requireCompany } from "~/modules/companies/require-company.server";
import { SALES_ITEM_TYPE_LABELS } from "~/modules/items/constants";
import { allSoldItems } from "~/modules/items/items.server";
import { readItemListFilter } from "../__item-list.server";

// Customers › Items › Export to CSV: every item sold matching the list's Status (not only the page
// shown), with the list's columns and the income side, as a download named customer-items.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const filter = { ...readItemListFilter(new URL(request.url).searchParams), billStatus: "all" as const };
  const items = await allSoldItems(db, company.id, filter);
  const header = ["Active", "Item Name", "Description", "Type", "Sales Price", "Purchase Price"];
  const rows = items.map((i) => [
    i.active ? "Yes" : "No",
    i.name,
    i.salesDescription || i.purchaseDescription,
    SALES_ITEM_TYPE_LABELS[i.type],
    i.salesPrice,
    i.purchasePrice,
  ]);
  return new Response(toCsv([header, ...rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="customer-items.csv"',
      "Cache-Control": "no-store",
    },
  });
}
