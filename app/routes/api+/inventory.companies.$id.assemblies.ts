import { createAssembly, listAssemblies } from "~/modules/inventory/assemblies.server";
import { ASSEMBLY_MESSAGES, assemblyListQuerySchema, assemblySchema } from "~/modules/inventory/assembly-schema";
import { api, byMethod, idParam, json } from "./__api.server";

// GET  /api/inventory/companies/:id/assemblies → { assemblies }: every assembly with its components
//      (inventoryItemId, name, description, quantity, onHand, avgCost, total), on hand, materials cost
//      and maximum buildable quantity (?warehouseId= for the figures of one warehouse).
// POST /api/inventory/companies/:id/assemblies, the assembly payload → 201 { assembly, message };
//      a refused one is a 400 { error, errors } with the spec's messages (items.N.quantity per row).

export const loader = api(
  {
    doc: {
      tag: "Inventory assemblies",
      summary:
        "The company's inventory assemblies with their components (inventoryItemId, name, description, quantity, onHand, avgCost, total), on hand, materials cost and maximum buildable quantity: { assemblies }",
      responses: { 200: "The assemblies", 404: "Not found" },
    },
    params: idParam("id"),
    query: assemblyListQuerySchema,
  },
  async ({ db, params, query, company }) => {
    const { id } = await company(params.id);
    return { assemblies: await listAssemblies(db, id, { warehouseId: query.warehouseId }) };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Inventory assemblies",
        summary: "Create an inventory assembly with its components (items: inventoryItemId, quantity): { assembly, message }",
        responses: {
          201: "Created",
          400: "Invalid input (the spec's messages; items.N.quantity per row)",
          404: "Not found",
          409: "Name taken",
        },
      },
      params: idParam("id"),
      body: assemblySchema,
    },
    async ({ db, params, body, context }) => {
      const ctx = await context(params.id);
      const assembly = await createAssembly(db, ctx, body);
      return json({ assembly, message: ASSEMBLY_MESSAGES.saved }, 201);
    },
  ),
});
