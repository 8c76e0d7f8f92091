import type { LoaderFunctionArgs } from "@remix-run/node";
import { toCsv } from "~/lib/csv";
import { formatUsDate } from "~/lib/dates";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { centerQuerySchema } from "~/modules/inventory/center";
import { itemTransactions } from "~/modules/document-catalog/inventory-transactions.server";
import { centerItem, listCenterItems } from "~/modules/inventory/center.server";
import { orNotFoundPage } from "~/utils/errors";

// Inventory Center › Export to CSV: with an item selected, every one of its transactions matching
// the view and date filters (not only the page shown), newest first, as {item}-transactions.csv;
// without one, every item of the list's status and search (inventory-items.csv).

const csvResponse = (rows: (string | number)[][], file: string) =>
  new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "no-store",
    },
  });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const query = centerQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (query.itemId === null) {
    const list = await listCenterItems(db, company.id, { status: query.status, search: query.search, page: 1, perPage: 1_000_000 });
    return csvResponse(
      [
        ["Name", "Type", "Status", "Quantity"],
        ...list.items.map((i) => [i.name, i.type === "assembly" ? "Assembly" : "Inventory", i.status, i.quantity]),
      ],
      "inventory-items.csv",
    );
  }
  const item = await orNotFoundPage(centerItem(db, company.id, query.itemId), "Item not found");
  const transactions = await itemTransactions(db, company.id, item.id, {
    ...query,
    today,
    fiscalYearStart: company.fiscalYearStart,
    all: true,
  });
  const base = item.name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "item";
  return csvResponse(
    [
      ["Date", "Type", "No", "Memo", "Quantity", "Amount"],
      ...transactions.items.map((t) => [formatUsDate(t.date), t.type, t.no, t.memo, t.quantity, t.amount]),
    ],
    `${base}-transactions.csv`,
  );
}
