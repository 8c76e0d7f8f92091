import * as z from "zod";
import { parsePagination } from "~/lib/pagination";
import { companyIdField } from "~/lib/zod-helpers";
import { companyContext } from "~/modules/companies/companies.server";
import {
  inventoryItemSchema,
  inventoryItemUpdateBodySchema,
  INVENTORY_ITEM_FIELDS,
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

// The inventory items' API (spec §7), behind the usual auth; another user's company or item is a
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
const searchParamsOf = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));

export const itemsListLoader = api({ query: listQuery }, async ({ db, query, company }) => {
  const { id } = await company(query.companyId);
  const params = searchParamsOf(query);
  return listInventoryItems(db, id, { ...readInventoryListFilter(params), ...parsePagination(params) });
});

export const itemsCreateAction = byMethod({
  POST: api({ body: inventoryItemSchema({ companyId: true }) }, async ({ db, user, body, company }) => {
    const { companyId, ...fields } = body as Record<string, unknown> & { companyId: number };
    const ctx = companyContext(await company(companyId), user.id);
    const item = await createInventoryItem(db, ctx, toInventoryItemInput(fields));
    return json({ item, data: item, message: "Inventory item saved successfully!" }, 201);
  }),
});

export const companyItemsLoader = api({ params: idParam("id"), query: arrayQuery }, async ({ db, params, query, company }) => {
  const { id } = await company(params.id);
  const params2 = searchParamsOf(query);
  if (!params2.has("view")) params2.set("view", "all");
  return json(await allInventoryItems(db, id, readInventoryListFilter(params2)));
});

const itemParams = idParam("id");
const UPDATABLE = new Set(INVENTORY_ITEM_FIELDS);

export const itemLoader = api({ params: itemParams }, async ({ db, user, params, company }) => {
  const { id } = await company(await findInventoryItemCompanyId(db, user.id, params.id));
  const item = await getInventoryItem(db, id, params.id);
  return { item, data: item };
});

export const itemAction = byMethod({
  PUT: api({ params: itemParams, body: z.record(z.string(), z.unknown()) }, async ({ db, user, params, body, company }) => {
    const owner = await company(await findInventoryItemCompanyId(db, user.id, params.id));
    parseInput(inventoryItemUpdateBodySchema, body);
    const current = await getInventoryItem(db, owner.id, params.id);
    const given = Object.fromEntries(Object.entries(body).filter(([key]) => UPDATABLE.has(key) || key === "version"));
    const parsed = parseInput(inventoryItemSchema({ version: true }), { ...inventoryItemPayload(current), ...given }) as Record<
      string,
      unknown
    > & { version: number };
    const item = await updateInventoryItem(db, companyContext(owner, user.id), params.id, {
      ...toInventoryItemInput(parsed),
      version: parsed.version,
    });
    return { item, data: item, message: "Inventory item saved successfully!" };
  }),
});
