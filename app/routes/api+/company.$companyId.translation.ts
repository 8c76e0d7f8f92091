import { TRANSLATION_MESSAGES as M, translationSaveSchema } from "~/modules/translation/schema";
import { getTranslation, saveTranslation } from "~/modules/translation/translation.server";
import { api, byMethod, idParam, json } from "./__api.server";

// GET /api/company/:companyId/translation → { translation: { language, labels: [{ key, english,
//     builtIn, own }] } }
// PUT { language?, labels?: { <key>: text } } → { translation, message }: the document language,
//     and/or the company's own text for the labels in the language saved ("" or left out: the
//     built-in text). Settings permission (ADR 0063, 0080).

const params = idParam("companyId");

export const loader = api(
  {
    doc: {
      tag: "Settings",
      summary: "The company's document language and labels: { translation: { language, labels: [{ key, english, builtIn, own }] } }",
      responses: { 200: "The translation (English until saved)", 403: "Not allowed", 404: "Company not found" },
    },
    params,
    permission: "settings",
  },
  async ({ db, params, company }) => ({ translation: await getTranslation(db, (await company(params.companyId)).id) }),
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Settings",
        summary: "Save the document language and/or the company's own label text in that language: { translation, message }",
        responses: {
          200: "Saved",
          400: "An unknown language or label, or a text that is too long",
          403: "Not allowed",
          404: "Company not found",
        },
      },
      params,
      body: translationSaveSchema,
      permission: "settings",
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      return json({ translation: await saveTranslation(db, ctx, body), message: M.saved });
    },
  ),
});
