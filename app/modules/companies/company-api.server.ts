import { api, json } from "~/routes/__api.server";
import { createCompany, publicCompany } from "./companies.server";
import { companyCreateSchema } from "./schema";

/** POST /api/company and POST /api/company/create (the spec's client creates a company through both). */
export const createCompanyHandler = api({ body: companyCreateSchema }, async ({ db, user, body }) => {
  const company = await createCompany(db, user.id, body);
  return json({ data: publicCompany(company) }, 201);
});
