import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { ITEM_TYPE_LABELS } from "~/modules/items/schema";
import { allVendorItems } from "~/modules/items/items.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readItemListFilter } from "../__item-list.server";

// Export to CSV: every item matching the Vendor Items list's Status and Bill Status (not only the
// page shown), with the list's columns and the sales price, as a download named vendor-items.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const filter = readItemListFilter(new URL(request.url).searchParams);
  const items = await allVendorItems(db, company.id, filter);
  const header = ["Active", "Item Name", "Description", "Type", "Purchase Price", "Bill Status", "Sales Price"];
  const rows = items.map((i) => [
    i.active ? "Yes" : "No",
    i.name,
    i.purchaseDescription || i.salesDescription,
    ITEM_TYPE_LABELS[i.type],
    i.purchasePrice,
    i.billStatus,
    i.salesPrice,
  ]);
  return new Response(toCsv([header, ...rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="vendor-items.csv"',
      "Cache-Control": "no-store",
    },
  });
}
