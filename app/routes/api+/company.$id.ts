import * as z from "zod";
import { deleteCompany, publicCompany, updateCompany } from "~/modules/companies/companies.server";
import { deleteCompanySchema } from "~/modules/companies/schema";
import { companyUpdateSchema } from "~/modules/companies/settings-schema";
import { clientAddress } from "~/utils/client-address.server";
import { api, byMethod, idParam, parseInput } from "./__api.server";

const params = idParam("id");

// GET /api/company/:id → { data }; PUT → { company }; DELETE { password } → { success, message }:
// the owner's password is required (400 when missing, 403 when wrong) and the company is archived,
// restorable for 30 days with POST /api/company/:id/restore. Another user's id is a 404.
export const loader = api(
  { doc: { tag: "Companies", summary: "One company: { data }", responses: { 200: "The company", 404: "Not found" } }, params },
  async ({ params, company }) => ({ data: publicCompany(await company(params.id)) }),
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Companies",
        summary:
          "Update company fields (Company Preferences: details, terms, fiscal year start, bill tracking, inventory, default payment terms, currency format), with the version read: { company }",
        responses: {
          200: "Updated",
          400: "Invalid input",
          404: "Not found",
          409: "Duplicate company name, or the company was changed by someone else since its version was read",
        },
      },
      params,
      body: companyUpdateSchema,
      permission: "settings",
    },
    async ({ db, user, params, body }) => ({
      company: publicCompany(await updateCompany(db, user.id, params.id, body)),
    }),
  ),
  // The company is looked up before the password is checked: someone else's id stays a 404.
  DELETE: api(
    {
      doc: {
        body: deleteCompanySchema,
        tag: "Companies",
        summary: "Delete a company with the owner's password: it is archived (hidden, restorable for 30 days), then purged by the CLI",
        responses: {
          200: "Archived",
          400: "Password missing",
          403: "Wrong password",
          404: "Not found",
          429: "Too many wrong passwords (throttled as sign-in is)",
        },
      },
      params,
      body: z.looseObject({}),
      permission: "delete",
    },
    async ({ request, db, user, params, body, company }) => {
      await company(params.id);
      const { password } = parseInput(deleteCompanySchema, body);
      const archived = await deleteCompany(db, user.id, params.id, password, clientAddress(request));
      return {
        success: true,
        message: `Company "${archived.companyName}" was deleted. It can be restored for 30 days.`,
      };
    },
  ),
});
