import { api, json } from "./__api.server";
import { createCompany, publicCompany } from "~/modules/companies/companies.server";
import { companyCreateSchema } from "~/modules/companies/schema";

/** POST /api/company and POST /api/company/create (the spec's client creates a company through both). */
export const createCompanyHandler = (summary: string) =>
  api(
    {
      doc: { tag: "Companies", summary, responses: { 201: "Created", 400: "Invalid input", 409: "Duplicate company name" } },
      body: companyCreateSchema,
      keys: "user",
    },
    async ({ db, user, body }) => {
      const company = await createCompany(db, user.id, body);
      return json({ data: publicCompany(company) }, 201);
    },
  );
