import { getMailSettings, updateMailSettings } from "~/modules/companies/mail-settings.server";
import { mailSettingsSchema } from "~/modules/companies/settings-schema";
import { versionField } from "~/lib/record-version";
import { api, byMethod, idParam } from "./__api.server";

const params = idParam("id");

// GET /api/company/:id/email-setup → { emailSetup }; PUT with the version read → { emailSetup }.
// The sender and the company's own SMTP server (ADR 0070); the SMTP password is write-only: the
// answer says only whether one is saved (hasPassword). Both need the `settings` permission.
export const loader = api(
  {
    doc: {
      tag: "Companies",
      summary: "The company's Email Setup (never its SMTP password): { emailSetup }",
      responses: { 200: "The email setup", 403: "Not allowed", 404: "Not found" },
    },
    params,
    permission: "settings",
  },
  async ({ db, params, company }) => ({ emailSetup: await getMailSettings(db, (await company(params.id)).id) }),
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Companies",
        summary:
          "Update Email Setup with the version read; fields left out keep their value, an empty smtpPassword keeps the saved one: { emailSetup }",
        responses: {
          200: "Updated",
          400: "Invalid input",
          403: "Not allowed",
          404: "Not found",
          409: "Changed by someone else since its version was read",
        },
      },
      params,
      body: mailSettingsSchema.partial().extend({ version: versionField }),
      permission: "settings",
    },
    async ({ db, user, params, body, company }) => {
      await company(params.id);
      return { emailSetup: await updateMailSettings(db, user.id, params.id, body) };
    },
  ),
});
