import * as z from "zod";
import { deleteCompany, publicCompany, updateCompany } from "~/modules/companies/companies.server";
import { companyUpdateSchema, deleteCompanySchema } from "~/modules/companies/schema";
import { api, byMethod, idParam, parseInput } from "./__api.server";

const params = idParam("id");

// GET /api/company/:id → { data }; PUT → { company }; DELETE { password } → { success, message }:
// the owner's password is required (400 when missing, 403 when wrong) and the company is archived,
// restorable for 30 days with POST /api/company/:id/restore. Another user's id is a 404.
export const loader = api({ params }, async ({ params, company }) => ({ data: publicCompany(await company(params.id)) }));

export const action = byMethod({
  PUT: api({ params, body: companyUpdateSchema }, async ({ db, user, params, body }) => ({
    company: publicCompany(await updateCompany(db, user.id, params.id, body)),
  })),
  // The company is looked up before the password is checked: someone else's id stays a 404.
  DELETE: api({ params, body: z.looseObject({}) }, async ({ db, user, params, body, company }) => {
    await company(params.id);
    const { password } = parseInput(deleteCompanySchema, body);
    const archived = await deleteCompany(db, user.id, params.id, password);
    return {
      success: true,
      message: `Company "${archived.companyName}" was deleted. It can be restored for 30 days.`,
    };
  }),
});
