import { buildAssembly, findAssemblyCompanyId, StockAdjustFirstError } from "~/modules/inventory/assemblies.server";
import { BUILD_MESSAGES, buildBodySchema } from "~/modules/inventory/assembly-schema";
import { api, byMethod, idParam, json } from "./__api.server";

// POST /api/inventory/assemblies/:assemblyId/build { buildQty, date, refNo, comments, warehouseId? }
//   → 201 { build: { id, assemblyId, warehouseId, date, refNo, quantity, value, entryNo, onHand }, message }.
// Refused: 400 a bad quantity; 409 past the maximum buildable quantity or not enough of a component
// (two builds racing for the same stock); 409 { error: "This item must be stock adjusted first!
// Redirecting...", itemId } when a component never had stock.

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Inventory assemblies",
        summary:
          "Build assemblies: the components go out at their average cost, the assemblies come in at their sum, entry BLD posts (Dr assembly asset, Cr components' asset): { build, message }",
        responses: {
          201: "Built",
          400: "Please enter a valid quantity to build.",
          404: "Not found",
          409: "Past the maximum buildable quantity, not enough of a component, or a component must be stock adjusted first ({ error, itemId })",
        },
      },
      params: idParam("assemblyId"),
      body: buildBodySchema,
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findAssemblyCompanyId, params.assemblyId);
      try {
        const build = await buildAssembly(db, ctx, { ...body, assemblyId: params.assemblyId });
        return json({ build, message: BUILD_MESSAGES.built }, 201);
      } catch (error) {
        if (error instanceof StockAdjustFirstError) return json({ error: error.message, itemId: error.itemId }, 409);
        throw error;
      }
    },
  ),
});
