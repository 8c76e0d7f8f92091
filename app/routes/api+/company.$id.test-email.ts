import { sendTestEmail } from "~/modules/companies/mail-settings.server";
import { api, byMethod, idParam } from "./__api.server";

// POST /api/company/:id/test-email → { sent, message }: a test email to the signed-in user
// through the company's saved Email Setup (or the server's SMTP_URL). A mail server's refusal is
// an answer, not an error: 200 with sent false and what went wrong in plain words.
export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Companies",
        summary: "Send a test email to yourself through the company's Email Setup: { sent, message }",
        responses: { 200: "Tried: sent, or why not", 403: "Not allowed", 404: "Not found" },
      },
      params: idParam("id"),
      permission: "settings",
    },
    async ({ db, user, params, company }) => {
      await company(params.id);
      return sendTestEmail(db, user, params.id);
    },
  ),
});
