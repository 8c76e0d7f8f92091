import { getCheckLayout, saveCheckLayout, type SavedLayout } from "~/modules/checks/check-layouts.server";
import { LAYOUT_MESSAGES, layoutQuerySchema, layoutSaveSchema } from "~/modules/checks/schema";
import { api, byMethod, idParam, json } from "./__api.server";

// The check layout of a company per template (the field adjustments; the path's id is the
// company's): GET ?templateName=default → { success, data: { templateName, description,
// fieldAdjustments, stubFieldVisibility, showStubTitles, exists } } — the defaults, exists false,
// until one is saved; POST { templateName, fieldAdjustments, description, stubFieldVisibility,
// showStubTitles } saves what is given over what is saved (values past the input limits refused with 400) →
// { success, message: Saved Successfully | Updated Successfully, data }. Another user's company: 404.

const view = (layout: SavedLayout) => ({
  templateName: layout.templateName,
  description: layout.description,
  fieldAdjustments: layout.fields,
  stubFieldVisibility: layout.stubFields,
  showStubTitles: layout.showStubTitles,
  exists: layout.saved,
});

export const loader = api(
  {
    doc: {
      tag: "Checks",
      summary:
        "The company's check layout for a template (default): { success, data: { templateName, description, fieldAdjustments { date|amount|payee|memo|amountInWords: { x, y, width, height, fontSize } }, stubFieldVisibility, showStubTitles, exists } }; the defaults until one is saved",
      responses: { 200: "The layout", 400: "Invalid query", 404: "Company not found" },
    },
    params: idParam("companyId"),
    query: layoutQuerySchema,
  },
  async ({ db, params, query, company }) => {
    const owned = await company(params.companyId);
    return { success: true, data: view(await getCheckLayout(db, owned.id, query.templateName)) };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Checks",
        summary:
          "Save the company's check layout for a template: the fields given (within x 0-600, y 0-280, height 15-50, font size 8-24 and each field's width limits) over what is saved: { success, message: Saved Successfully | Updated Successfully, data }",
        responses: { 200: "Saved", 400: "Invalid input", 404: "Company not found" },
      },
      params: idParam("companyId"),
      body: layoutSaveSchema,
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      const existed = (await getCheckLayout(db, ctx.companyId, body.templateName)).saved;
      const saved = await saveCheckLayout(db, ctx, {
        templateName: body.templateName,
        description: body.description,
        fields: body.fieldAdjustments,
        stubFields: body.stubFieldVisibility,
        showStubTitles: body.showStubTitles,
      });
      return json({ success: true, message: existed ? LAYOUT_MESSAGES.updatedTitle : LAYOUT_MESSAGES.savedTitle, data: view(saved) });
    },
  ),
});
