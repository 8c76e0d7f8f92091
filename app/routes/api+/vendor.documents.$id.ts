import { findDocumentCompanyId, readPurchaseDocument } from "~/modules/purchases/document-reads.server";
import { api, idParam } from "./__api.server";

// GET /api/vendor/documents/:id → { document }: a bill, credit card charge, cash expense, cash
// purchase or vendor credit with its rows (accountRecords, itemRecords) and its journal entry's
// number and lines. Found only through a company the user owns: otherwise 404.

const params = idParam("id");

export const loader = api(
  {
    doc: {
      tag: "Purchases",
      summary:
        "One purchase document (bill, credit card charge, cash expense, cash purchase, vendor credit) with accountRecords, itemRecords and its journal entry: { document }",
      responses: { 200: "The document", 404: "Not found" },
    },
    params,
  },
  async ({ db, params, companyOf }) => {
    const { id } = await companyOf(findDocumentCompanyId, params.id);
    return { document: await readPurchaseDocument(db, id, params.id) };
  },
);
