import { companyContext } from "~/modules/companies/companies.server";
import { centerTransactionQuerySchema } from "~/modules/inventory/center";
import { itemTransactions } from "~/modules/document-catalog/inventory-transactions.server";
import { findStockedItemCompanyId } from "~/modules/inventory/center.server";
import { api, idParam } from "./__api.server";

// GET /api/inventory/items/:itemId/transactions?view=&date=&page=&perPage= → { items, total, page,
// perPage }: the Inventory Center's transactions of an inventory item or assembly, newest first
// (view: all, quotes, invoices, cashSales, customerCreditNotes, cashPurchases, vendorCreditNotes,
// bills, expenses; date: all, today, thisWeek, … financialYearToDate, by the company's fiscal year).

export const loader = api(
  {
    doc: {
      tag: "Inventory Centre",
      summary:
        "An inventory item's or assembly's transactions (stock movements with their documents), newest first: { items, total, page, perPage }",
      responses: { 200: "A page of transactions", 404: "Not found" },
    },
    params: idParam("itemId"),
    query: centerTransactionQuerySchema,
  },
  async ({ db, user, params, query, companyOf }) => {
    const owner = await companyOf(findStockedItemCompanyId, params.itemId);
    const { today } = companyContext(owner, user.id);
    return itemTransactions(db, owner.id, params.itemId, { ...query, today, fiscalYearStart: owner.fiscalYearStart });
  },
);
