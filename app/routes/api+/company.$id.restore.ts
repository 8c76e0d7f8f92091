import { publicCompany, restoreCompany } from "~/modules/companies/companies.server";
import { api, byMethod, idParam } from "./__api.server";

// POST /api/company/:id/restore → { data }: an archived (deleted) company back in its owner's
// lists, within 30 days of its deletion; otherwise, or for someone else's company, a 404.
export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Companies",
        summary: "Restore a deleted (archived) company within 30 days of its deletion: { data }",
        responses: { 200: "Restored", 404: "Not found, or no longer restorable", 409: "A company with its name exists" },
      },
      params: idParam("id"),
      keys: "user",
    },
    async ({ db, user, params }) => ({
      data: publicCompany(await restoreCompany(db, user.id, params.id)),
    }),
  ),
});
