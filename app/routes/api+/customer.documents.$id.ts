import { findSalesDocumentCompanyId, readSalesDocument } from "~/modules/sales/document-reads.server";
import { api, idParam } from "./__api.server";

// GET /api/customer/documents/:id → { document }: an invoice, cash sale or credit memo with its rows
// (accountRecords, itemRecords), its figures (subtotal, discount, tax, total, amount paid and due)
// and its journal entry's number and lines. Found only through a company the user belongs to: otherwise 404.

const params = idParam("id");

export const loader = api(
  {
    doc: {
      tag: "Sales",
      summary:
        "One sales document (invoice, cash sale, credit memo) with accountRecords, itemRecords, its figures and its journal entry: { document }",
      responses: { 200: "The document", 404: "Not found" },
    },
    params,
  },
  async ({ db, params, companyOf }) => {
    const { id } = await companyOf(findSalesDocumentCompanyId, params.id);
    return { document: await readSalesDocument(db, id, params.id) };
  },
);
