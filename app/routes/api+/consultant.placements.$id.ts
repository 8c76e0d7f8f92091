import { companyContext } from "~/modules/companies/companies.server";
import { deletePlacement, findPlacementCompanyId, updatePlacement } from "~/modules/consultants/consultants.server";
import { CONSULTANT_MESSAGES, placementSchema } from "~/modules/consultants/schema";
import { consultingCompany } from "./__consultant-api.server";
import { api, byMethod, idParam } from "./__api.server";

// PUT    /api/consultant/placements/:id: its customer, service item, bill rate and dates → { placement, message };
//        refused (409) when hours already entered would fall outside the dates or the customer changes.
// DELETE /api/consultant/placements/:id → { message }; refused (409) once it has hours.
// A placement is made by POST /api/consultant/consultants/:id.

const params = idParam("id");

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Consultants",
        summary: "Change a placement (customer, service item, bill rate, dates): { placement, message }",
        responses: {
          200: "Updated",
          400: "Invalid input",
          404: "Not found",
          409: "Its hours would fall outside the dates, or its customer changes",
        },
      },
      params,
      body: placementSchema,
    },
    async ({ db, user, params, body, companyOf }) => {
      const owner = await consultingCompany(companyOf(findPlacementCompanyId, params.id));
      const placement = await updatePlacement(db, companyContext(owner, user.id), params.id, body);
      return { placement, message: CONSULTANT_MESSAGES.placementSaved };
    },
  ),
  DELETE: api(
    {
      doc: {
        tag: "Consultants",
        summary: "Remove a placement without hours: { message }",
        responses: { 200: "Removed", 404: "Not found", 409: "It has hours on timesheets" },
      },
      params,
    },
    async ({ db, user, params, companyOf }) => {
      const owner = await consultingCompany(companyOf(findPlacementCompanyId, params.id));
      const { message } = await deletePlacement(db, companyContext(owner, user.id), params.id);
      return { message };
    },
  ),
});
