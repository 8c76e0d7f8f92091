import { deleteCompany, publicCompany, updateCompany } from "~/modules/companies/companies.server";
import { companyUpdateSchema } from "~/modules/companies/schema";
import { api, byMethod, idParam } from "./__api.server";

const params = idParam("id");

// GET /api/company/:id → { data }; PUT → { company }; DELETE → { success, message }. Another user's id is a 404.
export const loader = api({ params }, async ({ params, company }) => ({ data: publicCompany(await company(params.id)) }));

export const action = byMethod({
  PUT: api({ params, body: companyUpdateSchema }, async ({ db, user, params, body }) => ({
    company: publicCompany(await updateCompany(db, user.id, params.id, body)),
  })),
  DELETE: api({ params }, async ({ db, user, params }) => {
    await deleteCompany(db, user.id, params.id);
    return { success: true, message: "Company deleted" };
  }),
});
