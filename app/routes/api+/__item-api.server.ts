import * as z from "zod";
import {
  allVendorItems,
  createVendorItem,
  findItemCompanyId,
  getVendorItem,
  itemArrayEntry,
  updateVendorItem,
  vendorItemPayload,
} from "~/modules/items/items.server";
import {
  ITEM_FIELDS,
  ITEM_MESSAGES,
  ITEM_TYPES,
  itemArrayQuerySchema,
  toVendorItemInput,
  vendorItemSchema,
  vendorItemUpdateBodySchema,
  type VendorItemKind,
} from "~/modules/items/schema";
import { DomainError } from "~/utils/errors";
import { api, type ApiDoc, byMethod, idParam, json, parseInput } from "./__api.server";

// The vendor items' API, shared by its routes (one per kind for the lists and the creates):
//   GET  /api/vendor/service-items/company/:id  (and product-items) → [{ id, serviceName|productName,
//        type, salesPrice, purchasePrice, purchaseDescription, salesDescription, active, status,
//        billStatus }], every item of the kind by default (?status=active|inactive|all,
//        ?billStatus=Available|Bill Created|Bill Paid|all)
//   POST /api/vendor/service-items (and product-items), the spec's payload plus companyId
//        → 201 { item, data, message: "Vendor Service Item Created Successfully" }
//   GET  /api/vendor/items/:id → { item, data }
//   PUT  /api/vendor/items/:id, the item's kind's fields (a field left out keeps its value) and the
//        version read (a stale one is a 409, ADR 0014) → { item, data, message }
// A company or an item the user does not own is a 404; bad input a 400 `{ error, errors }`.

export function itemArrayLoader(kind: VendorItemKind) {
  const doc = {
    tag: "Vendor items",
    summary: `The company's vendor ${kind} items by name, as an array: [{ id, ${ITEM_FIELDS[kind].name}, type, salesPrice, purchasePrice, purchaseDescription, salesDescription, active, status, billStatus }]`,
    responses: { 200: `${kind === "service" ? "Service" : "Product"} items`, 400: "Invalid query", 404: "Company not found" },
  };
  return api({ doc, params: idParam("id"), query: itemArrayQuerySchema }, async ({ db, params, query, company }) => {
    const { id } = await company(params.id);
    const rows = await allVendorItems(db, id, { type: kind, status: query.status, billStatus: query.billStatus });
    return json(rows.map(itemArrayEntry));
  });
}

const CREATE_DOCS = {
  service: {
    tag: "Vendor items",
    summary: `Create a vendor service item (iBuyThisService is always on; the group as vendorGroupId or itemGroupId): { item, data, message: "${ITEM_MESSAGES.created.service}" }`,
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "An item with this name exists" },
  },
  product: {
    tag: "Vendor items",
    summary: `Create a vendor product item (the group as vendorGroupId or itemGroupId): { item, data, message: "${ITEM_MESSAGES.created.product}" }`,
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "An item with this name exists" },
  },
} satisfies Record<VendorItemKind, ApiDoc>;

export function itemCreateAction(kind: VendorItemKind) {
  return byMethod({
    POST: api({ doc: CREATE_DOCS[kind], body: vendorItemSchema(kind, { companyId: true }) }, async ({ db, body, context }) => {
      const { companyId, ...fields } = body as Record<string, unknown> & { companyId: number };
      const ctx = await context(companyId);
      const item = await createVendorItem(db, ctx, toVendorItemInput(kind, fields));
      return json({ item, data: item, message: ITEM_MESSAGES.created[kind] }, 201);
    }),
  });
}

/** The fields only the other kind has: naming one is a mistake worth saying. */
function otherKindFields(kind: VendorItemKind): string[] {
  const other = ITEM_TYPES.find((t) => t !== kind)!;
  const own = new Set<string>(Object.values(ITEM_FIELDS[kind]));
  const theirs = [...Object.values(ITEM_FIELDS[other]), ...(other === "product" ? ["weight"] : [])];
  return theirs.filter((field) => !own.has(field));
}

const UPDATABLE = new Set(Object.keys(vendorItemUpdateBodySchema.shape));
const itemParams = idParam("id");

export const itemLoader = api(
  {
    doc: {
      tag: "Vendor items",
      summary: "One vendor service or product item with its bill status, in its kind's field names: { item, data }",
      responses: { 200: "The item", 404: "Not found" },
    },
    params: itemParams,
  },
  async ({ db, params, companyOf }) => {
    const { id } = await companyOf(findItemCompanyId, params.id);
    const item = await getVendorItem(db, id, params.id);
    return { item, data: item };
  },
);

export const itemAction = byMethod({
  PUT: api(
    {
      doc: {
        body: vendorItemUpdateBodySchema,
        tag: "Vendor items",
        summary:
          "Update an item with the version read, in its kind's field names (serviceName\u2026 or productName\u2026, weight); a field left out keeps its value: { item, data, message }",
        responses: {
          200: "Updated",
          400: "Invalid input (or a field of the other kind)",
          404: "Not found",
          409: "An item with this name exists, or the item was changed by someone else since its version was read",
        },
      },
      params: itemParams,
      body: z.record(z.string(), z.unknown()),
    },
    async ({ db, params, body, contextOf }) => {
      const ctx = await contextOf(findItemCompanyId, params.id);
      // Every field the client sent must be of the right type, and of this item's kind.
      parseInput(vendorItemUpdateBodySchema, body);
      const current = await getVendorItem(db, ctx.companyId, params.id);
      const kind = current.type;
      const foreign = otherKindFields(kind).filter((field) => field in body);
      if (foreign.length) {
        const fieldErrors = Object.fromEntries(foreign.map((field) => [field, [ITEM_MESSAGES.wrongKindField(field, kind)]]));
        throw new DomainError(foreign.map((field) => ITEM_MESSAGES.wrongKindField(field, kind)).join("\n"), 400, fieldErrors);
      }
      const given = Object.fromEntries(Object.entries(body).filter(([key]) => UPDATABLE.has(key)));
      // The group is one field under two names: the one sent wins over the one stored.
      const merged = { ...vendorItemPayload(current), ...given };
      if ("itemGroupId" in given && !("vendorGroupId" in given)) delete merged.vendorGroupId;
      const parsed = parseInput(vendorItemSchema(kind, { version: true }), merged) as Record<string, unknown> & { version: number };
      const item = await updateVendorItem(db, ctx, params.id, {
        ...toVendorItemInput(kind, parsed),
        version: parsed.version,
      });
      return { item, data: item, message: ITEM_MESSAGES.updated[kind] };
    },
  ),
});
