import { listCheckTemplates } from "~/modules/checks/check-layouts.server";
import { api, idParam } from "./__api.server";

// GET /api/vendor/:companyId/templates → { success, data: [{ id, templateName, description,
// updatedAt }] }: the company's saved check layouts (the path's id is the company's, as for
// field-adjustments). Another user's company: 404.

export const loader = api(
  {
    doc: {
      tag: "Checks",
      summary: "The company's saved check layouts: { success, data: [{ id, templateName, description, updatedAt }] }",
      responses: { 200: "Templates", 404: "Company not found" },
    },
    params: idParam("companyId"),
  },
  async ({ db, params, company }) => {
    const owned = await company(params.companyId);
    return { success: true, data: await listCheckTemplates(db, owned.id) };
  },
);
