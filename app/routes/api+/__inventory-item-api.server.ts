import * as z from "zod";
import { parsePagination } from "~/lib/pagination";
import { companyIdField } from "~/lib/zod-helpers";
import {
  inventoryItemSchema,
  inventoryItemUpdateBodySchema,
  INVENTORY_ITEM_FIELDS,
  REORDER_FILTERS,
  VIEW_FILTERS,
  readInventoryListFilter,
  toInventoryItemInput,
} from "~/modules/inventory/inventory-item-schema";
import {
  allInventoryItems,
  createInventoryItem,
  findInventoryItemCompanyId,
  getInventoryItem,
  inventoryItemPayload,
  listInventoryItems,
  updateInventoryItem,
} from "~/modules/inventory/inventory-items.server";
import { api, byMethod, idParam, json, parseInput } from "./__api.server";

// The inventory items' API, behind the usual auth; another user's company or item is a
// 404, bad input a 400 `{ error, errors }`:
//   GET  /api/inventory/items?companyId=&q=&reorder=all|safe|reached&view=active|inactive|all&page=&perPage=
//        → { items, total, page, perPage } (the Inventory Items list's page)
//   POST /api/inventory/items, the inventory item payload plus companyId (and warehouseId for the
//        opening stock) → 201 { item, data, message }
//   GET  /api/inventory/companies/:id/items?q=&reorder=&view= (view all by default) → [rows]
//   GET  /api/inventory/items/:id → { item, data }
//   PUT  /api/inventory/items/:id, any fields (left out keeps its value) and the version read → { item, data, message }

const listQuery = z.object({ companyId: companyIdField }).passthrough();
const arrayQuery = z.object({}).passthrough();
// The list's filters, read by readInventoryListFilter and parsePagination (an unknown value is the default).
const filters = {
  q: z.string().optional().describe("part of the name or a description"),
  reorder: z.enum(REORDER_FILTERS).optional().describe("Reached: a reorder point is set and on hand is at or below it"),
};
const searchParamsOf = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));

export const itemsListLoader = api(
  {
    doc: {
      query: listQuery.extend({
        ...filters,
        view: z.enum(VIEW_FILTERS).optional().describe("active by default"),
        page: z.number().int().positive().optional(),
        perPage: z.number().int().positive().optional(),
      }),
      tag: "Inventory items",
      summary:
        "One page of the company's inventory items by name: { items: [{ id, name, active, status, description, type, onHandQuantity, reorderPoint, reorderState, salesPrice, purchasePrice, standardCost }], total, page, perPage }",
      responses: { 200: "Inventory items", 404: "Company not found" },
    },
    query: listQuery,
  },
  async ({ db, query, company }) => {
    const { id } = await company(query.companyId);
    const params = searchParamsOf(query);
    return listInventoryItems(db, id, { ...readInventoryListFilter(params), ...parsePagination(params) });
  },
);

export const itemsCreateAction = byMethod({
  POST: api(
    {
      doc: {
        tag: "Inventory items",
        summary: 'Create an inventory item with its opening stock: { item, data, message: "Inventory item saved successfully!" }',
        responses: {
          201: "Created",
          400: "Invalid input (the spec's messages)",
          404: "Company not found",
          409: "An item with this name exists",
        },
      },
      body: inventoryItemSchema({ companyId: true }),
    },
    async ({ db, body, context }) => {
      const { companyId, ...fields } = body as Record<string, unknown> & { companyId: number };
      const ctx = await context(companyId);
      const item = await createInventoryItem(db, ctx, toInventoryItemInput(fields));
      return json({ item, data: item, message: "Inventory item saved successfully!" }, 201);
    },
  ),
});

export const companyItemsLoader = api(
  {
    doc: {
      query: arrayQuery.extend({ ...filters, view: z.enum(VIEW_FILTERS).optional().describe("all by default") }),
      tag: "Inventory items",
      summary: "Every inventory item of the company (active and inactive unless view says) as an array of the list's rows",
      responses: { 200: "Inventory items", 404: "Company not found" },
    },
    params: idParam("id"),
    query: arrayQuery,
  },
  async ({ db, params, query, company }) => {
    const { id } = await company(params.id);
    const params2 = searchParamsOf(query);
    if (!params2.has("view")) params2.set("view", "all");
    return json(await allInventoryItems(db, id, readInventoryListFilter(params2)));
  },
);

const itemParams = idParam("id");
const UPDATABLE = new Set(INVENTORY_ITEM_FIELDS);

export const itemLoader = api(
  {
    doc: {
      tag: "Inventory items",
      summary: "One inventory item with its on-hand quantity and value from stock: { item, data }",
      responses: { 200: "The item", 404: "Not found" },
    },
    params: itemParams,
  },
  async ({ db, params, companyOf }) => {
    const { id } = await companyOf(findInventoryItemCompanyId, params.id);
    const item = await getInventoryItem(db, id, params.id);
    return { item, data: item };
  },
);

export const itemAction = byMethod({
  PUT: api(
    {
      doc: {
        body: inventoryItemUpdateBodySchema,
        tag: "Inventory items",
        summary:
          "Update an inventory item with the version read; a field left out keeps its value, the stock (onHandQuantity, warehouseId) is not changed here, and the assets account is fixed once stock has moved: { item, data, message }",
        responses: {
          200: "Updated",
          400: "Invalid input",
          404: "Not found",
          409: "An item with this name exists, or the item was changed by someone else since its version was read",
        },
      },
      params: itemParams,
      body: z.record(z.string(), z.unknown()),
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findInventoryItemCompanyId, params.id);
      parseInput(inventoryItemUpdateBodySchema, body);
      const current = await getInventoryItem(db, ctx.companyId, params.id);
      const given = Object.fromEntries(Object.entries(body).filter(([key]) => UPDATABLE.has(key) || key === "version"));
      const parsed = parseInput(inventoryItemSchema({ version: true }), { ...inventoryItemPayload(current), ...given }) as Record<
        string,
        unknown
      > & { version: number };
      const item = await updateInventoryItem(db, ctx, params.id, {
        ...toInventoryItemInput(parsed),
        version: parsed.version,
      });
      return { item, data: item, message: "Inventory item saved successfully!" };
    },
  ),
});
