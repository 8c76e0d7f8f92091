import { MAX_ROW_ID } from "~/lib/row-id";
import * as z from "zod";
import { deleteCheckTemplate } from "~/modules/checks/check-layouts.server";
import { PRINT_CHECK_MESSAGES } from "~/modules/checks/schema";
import { api, byMethod, json } from "./__api.server";

// DELETE /api/vendor/:companyId/templates/:templateId (the template's id, or its name) → { success,
// message, data: the deleted template }. Deleting `default` brings back the default layout. A
// template not found, or another user's company: 404.

const params = z.object({
  companyId: z.coerce.number({ error: "Not found" }).int().positive().max(MAX_ROW_ID),
  templateId: z.string().min(1).max(100),
});

export const action = byMethod({
  DELETE: api(
    {
      doc: {
        tag: "Checks",
        summary: "Delete a saved check layout (by id or name); deleting default brings back the default layout: { success, message, data }",
        responses: { 200: "Deleted", 404: "Company or template not found" },
      },
      params,
    },
    async ({ db, params, company }) => {
      const owned = await company(params.companyId);
      const template = /^\d{1,10}$/.test(params.templateId) ? Number(params.templateId) : params.templateId;
      const deleted = await deleteCheckTemplate(db, owned.id, template);
      return json({ success: true, message: PRINT_CHECK_MESSAGES.templateDeleted, data: deleted });
    },
  ),
});
