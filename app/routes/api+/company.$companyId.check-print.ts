import { getCheckLayout } from "~/modules/checks/check-layouts.server";
import { getCheckPrintDefaults, saveCheckPrintDefaults } from "~/modules/checks/check-print-settings.server";
import { CHECK_PRINT_MESSAGES, checkPrintDefaultsSchema } from "~/modules/checks/schema";
import { api, byMethod, idParam, json } from "./__api.server";

// GET /api/company/:companyId/check-print → { checkPrint: { stock, printer, offsetX, offsetY,
//     stubFieldVisibility, showStubTitles, version, updatedAt } }
// PUT the same with { stock, printer, offsetX, offsetY, version, stubFieldVisibility?, showStubTitles? }
//     → { checkPrint, message }. Print Check and every check PDF start from these (ADR 0071). A
//     stale version is a 409. Settings permission.

const params = idParam("companyId");

const view = async (db: Parameters<typeof getCheckLayout>[0], companyId: number) => {
  const [defaults, layout] = await Promise.all([getCheckPrintDefaults(db, companyId), getCheckLayout(db, companyId)]);
  return { ...defaults, stubFieldVisibility: layout.stubFields, showStubTitles: layout.showStubTitles };
};

export const loader = api(
  {
    doc: {
      tag: "Settings",
      summary:
        "The company's check print defaults: { checkPrint: { stock, printer, offsetX, offsetY (layout pixels), stubFieldVisibility, showStubTitles, version, updatedAt } }",
      responses: { 200: "The defaults (version 1 until saved)", 403: "Not allowed", 404: "Company not found" },
    },
    params,
    permission: "settings",
  },
  async ({ db, params, company }) => {
    const { id } = await company(params.companyId);
    return { checkPrint: await view(db, id) };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Settings",
        summary:
          "Save the company's check print defaults on the version read (stock voucher-top | voucher-middle | voucher-bottom; offsets whole numbers from -100 to 100): { checkPrint, message }",
        responses: {
          200: "Saved",
          400: "Invalid input",
          403: "Not allowed",
          404: "Company not found",
          409: "Changed by someone else since its version was read",
        },
      },
      params,
      body: checkPrintDefaultsSchema,
      permission: "settings",
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.companyId);
      await saveCheckPrintDefaults(db, ctx, body);
      return json({ checkPrint: await view(db, ctx.companyId), message: CHECK_PRINT_MESSAGES.saved });
    },
  ),
});
