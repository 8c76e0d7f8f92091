import { listCompanies, publicCompany } from "~/modules/companies/companies.server";
import { createCompanyHandler } from "./__company-api.server";
import { api, byMethod } from "./__api.server";

// GET /api/company → { companies }; POST /api/company (the company's fields) → 201 { data: company }
export const loader = api({}, async ({ db, user }) => ({
  companies: (await listCompanies(db, user.id)).map(publicCompany),
}));

export const action = byMethod({ POST: createCompanyHandler });
