import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { requireCompany } from "~/modules/companies/require-company.server";
import { readInventoryListFilter } from "~/modules/inventory/inventory-item-schema";
import { allInventoryItems } from "~/modules/inventory/inventory-items.server";

// Export to CSV: every inventory item matching the list's Reorder Point, Current View and search
// (not only the page shown), with the list's columns, as a download named inventory-items.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const filter = readInventoryListFilter(new URL(request.url).searchParams);
  if (filter.view === "all") filter.view = "active";
  const items = await allInventoryItems(db, company.id, filter);
  const header = [
    "Active",
    "Item Name",
    "Description",
    "Type",
    "On Hand Quantity",
    "Reorder Point",
    "Reorder State",
    "Sales Price",
    "Purchase Price",
  ];
  const rows = items.map((i) => [
    i.active ? "Yes" : "No",
    i.name,
    i.description,
    i.type,
    i.onHandQuantity,
    i.reorderPoint ?? "",
    i.reorderState,
    i.salesPrice,
    i.purchasePrice,
  ]);
  return new Response(toCsv([header, ...rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="inventory-items.csv"',
      "Cache-Control": "no-store",
    },
  });
}
