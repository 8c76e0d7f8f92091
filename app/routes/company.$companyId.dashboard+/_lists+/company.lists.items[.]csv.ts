import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { csvResponse } from "~/modules/reports/csv.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { SALES_ITEM_TYPE_LABELS } from "~/modules/items/constants";
import { allCompanyItems } from "~/modules/items/items.server";
import { readCompanyItemFilter } from "../__item-list.server";

// Company › Items › Export to CSV: every item matching the list's Current View and search (not only
// the page shown), with the list's columns, as a download named company-items.csv.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  const filter = readCompanyItemFilter(new URL(request.url).searchParams);
  const items = await allCompanyItems(db, company.id, { status: filter.status, search: filter.q });
  const header = ["Active", "Item Name", "Description", "Type", "On Hand Quantity", "Sales Price", "Purchase Price"];
  const stocked = (type: string) => type === "inventory" || type === "assembly";
  const rows = items.map((i) => [
    i.active ? "Yes" : "No",
    i.name,
    i.salesDescription || i.purchaseDescription,
    SALES_ITEM_TYPE_LABELS[i.type],
    stocked(i.type) ? i.onHand : "",
    i.salesPrice,
    i.purchasePrice,
  ]);
  return csvResponse(toCsv([header, ...rows]), "company-items.csv");
}
