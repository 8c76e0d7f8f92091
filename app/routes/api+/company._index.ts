import { listArchivedCompanies, listCompanies, publicCompany } from "~/modules/companies/companies.server";
import { companyListQuerySchema } from "~/modules/companies/schema";
import { createCompanyHandler } from "./__company-api.server";
import { api, byMethod } from "./__api.server";

// GET /api/company → { companies } (through a company's key: that company alone); GET /api/company?archived=true → { companies } the deleted ones
// that can still be restored (id, name, archivedAt, restorableUntil);
// POST /api/company (the company's fields) → 201 { data: company }
export const loader = api(
  {
    doc: {
      tag: "Companies",
      summary:
        "The signed-in user's companies (through a company's key, that company alone): { companies }; with archived=true the deleted ones still restorable (archivedAt, restorableUntil)",
      responses: { 200: "Companies", 400: "Invalid query" },
    },
    query: companyListQuerySchema,
  },
  // A company's key sees its own company only (and no archived one: its company is live); a print key is refused.
  async ({ db, user, key, query, company }) => {
    if (key?.companyId != null) return { companies: query.archived === "true" ? [] : [publicCompany(await company(key.companyId))] };
    return {
      companies:
        query.archived === "true"
          ? (await listArchivedCompanies(db, user.id)).map((c) => ({ ...c, name: c.companyName }))
          : (await listCompanies(db, user.id)).map(publicCompany),
    };
  },
);

export const action = byMethod({ POST: createCompanyHandler("Create a company: { data: company }") });
