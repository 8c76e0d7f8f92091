import { listArchivedCompanies, listCompanies, publicCompany } from "~/modules/companies/companies.server";
import { companyListQuerySchema } from "~/modules/companies/schema";
import { createCompanyHandler } from "./__company-api.server";
import { api, byMethod } from "./__api.server";

// GET /api/company → { companies }; GET /api/company?archived=true → { companies } the deleted ones
// that can still be restored (id, name, archivedAt, restorableUntil);
// POST /api/company (the company's fields) → 201 { data: company }
export const loader = api({ query: companyListQuerySchema }, async ({ db, user, query }) => ({
  companies:
    query.archived === "true"
      ? (await listArchivedCompanies(db, user.id)).map((c) => ({ ...c, name: c.companyName }))
      : (await listCompanies(db, user.id)).map(publicCompany),
}));

export const action = byMethod({ POST: createCompanyHandler });
