import { isRowId } from "~/lib/row-id";
import { recordCompanyId } from "~/modules/companies/companies.server";
import type { Knex } from "knex";
import { recordActivity, type ActivityContext } from "~/modules/activity/activity.server";
import { flattenZodError } from "~/lib/zod-helpers";
import { DomainError } from "~/utils/errors";
import { isForeignKeyViolation, isUniqueViolation } from "~/utils/model";
import {
  paymentTermDescription,
  type PaymentTermInput,
  type PaymentTermType,
  type ShippingMethodInput,
  type SupportItemFormInput,
  supportItemSchema,
  type SupportListKind,
} from "./schema";
import { SUPPORT_LISTS } from "./lists";
import { SUPPORT_LIST_MODELS } from "./support-list-item.model";

// The six support lists: vendor, customer and item groups, invoice frequencies, payment terms,
// preferred shipping methods. One generic service driven by SUPPORT_LISTS (lists.ts: names and
// messages, also read by the screens' browser code) and SUPPORT_LIST_MODELS (one model per list's
// table); the screens, the API and the CLI all call it.

export { SUPPORT_LIST_KINDS, type SupportListKind } from "./schema";
export { SUPPORT_LISTS, type SupportListConfig, type SupportListReference } from "./lists";

// ---------------------------------------------------------------------------------------------
// Records as read

export interface NamedItem {
  id: number;
  name: string;
  companyId: number;
}
export interface ShippingMethod extends NamedItem {
  description: string;
}
export interface PaymentTerm extends NamedItem {
  type: PaymentTermType;
  description: string;
  /** netDueIn for fixed terms, netDueBefore (day of the month) for date-driven ones. */
  dueDays: number | null;
  netDueIn: number | null;
  netDueBefore: number | null;
  discountPercent: number;
  discountIfPaidWithin: number | null;
  discountIfPaidBefore: number | null;
}

export interface SupportItemByKind {
  "vendor-groups": NamedItem;
  "customer-groups": NamedItem;
  "item-groups": NamedItem;
  "invoice-frequencies": NamedItem;
  "payment-terms": PaymentTerm;
  "shipping-methods": ShippingMethod;
}
export type SupportItem<K extends SupportListKind = SupportListKind> = SupportItemByKind[K];

const COLUMNS: Record<SupportListKind, string[]> = {
  "vendor-groups": ["id", "name", "companyId"],
  "customer-groups": ["id", "name", "companyId"],
  "item-groups": ["id", "name", "companyId"],
  "invoice-frequencies": ["id", "name", "companyId"],
  "shipping-methods": ["id", "name", "description", "companyId"],
  "payment-terms": [
    "id",
    "name",
    "type",
    "description",
    "netDueIn",
    "netDueBefore",
    "discountPercent",
    "discountIfPaidWithin",
    "discountIfPaidBefore",
    "companyId",
  ],
};

/** An entry as screens and the API show it: a plain object of the kind's columns. */
function present<K extends SupportListKind>(kind: K, model: object): SupportItem<K> {
  const row = Object.fromEntries(COLUMNS[kind].map((column) => [column, (model as Record<string, unknown>)[column]]));
  if (kind !== "payment-terms") return row as unknown as SupportItem<K>;
  const term = row as unknown as PaymentTerm;
  return {
    ...term,
    dueDays: term.netDueIn ?? term.netDueBefore ?? null,
    discountPercent: Number(term.discountPercent ?? 0),
  } as SupportItem<K>;
}

/** The kind's entries of one company, as a model query. */
const entries = (db: Knex, companyId: number, kind: SupportListKind) => SUPPORT_LIST_MODELS[kind].query(db).modify("ofCompany", companyId);

/** One list of a company, by name (case-insensitive), then id. */
export async function listSupportItems<K extends SupportListKind>(db: Knex, companyId: number, kind: K): Promise<SupportItem<K>[]> {
  const rows = await entries(db, companyId, kind).select(COLUMNS[kind]).orderByRaw("lower(name), id");
  return rows.map((row) => present(kind, row));
}

async function countSupportItems(db: Knex, companyId: number, kind: SupportListKind): Promise<number> {
  return entries(db, companyId, kind).resultSize();
}

/** An entry by its name (trimmed, case-insensitive), or a 404. */
export async function findSupportItemByName<K extends SupportListKind>(
  db: Knex,
  companyId: number,
  kind: K,
  name: string,
): Promise<SupportItem<K>> {
  const { messages } = SUPPORT_LISTS[kind];
  const row = await entries(db, companyId, kind).select(COLUMNS[kind]).whereRaw("lower(btrim(name)) = lower(btrim(?))", [name]).first();
  if (!row) throw new DomainError(messages.notFound, 404);
  return present(kind, row);
}

/**
 * The company an entry belongs to, if that company is the user's; otherwise the spec's 404 (the
 * API's DELETE /…/:id, which names no company).
 */
export async function findSupportItemCompanyId(db: Knex, userId: number, kind: SupportListKind, id: number): Promise<number> {
  const { table, messages } = SUPPORT_LISTS[kind];
  return recordCompanyId(db, userId, table, id, messages.notFound);
}

export interface CreateSupportItemResult<K extends SupportListKind> {
  item: SupportItem<K>;
  /** How many entries the list has now. */
  count: number;
  /** "Vendor group \"X\" created successfully! You now have N vendor group(s) in your system." */
  message: string;
}

/**
 * Add an entry: the input is parsed by the kind's schema (400 with the spec's field messages), the
 * name must be free in the company (409), and the answer carries the new count and the spec's
 * success text.
 */
export async function createSupportItem<K extends SupportListKind>(
  db: Knex,
  ctx: ActivityContext,
  kind: K,
  input: SupportItemFormInput<K> | Record<string, unknown>,
): Promise<CreateSupportItemResult<K>> {
  const list = SUPPORT_LISTS[kind];
  const parsed = supportItemSchema(kind).safeParse(input);
  if (!parsed.success) {
    const { message, fieldErrors } = flattenZodError(parsed.error);
    throw new DomainError(message, 400, fieldErrors);
  }
  const data = parsed.data as { name: string };
  const duplicate = () => new DomainError(list.messages.duplicate(data.name), 409, { name: [list.messages.duplicate(data.name)] });
  const row: Record<string, unknown> = { companyId: ctx.companyId, name: data.name };
  if (kind === "shipping-methods") {
    row.description = (parsed.data as ShippingMethodInput).description;
  } else if (kind === "payment-terms") {
    const term = parsed.data as PaymentTermInput;
    const fixed = term.type === "fixed";
    Object.assign(row, {
      type: term.type,
      description: paymentTermDescription(term.type, term.netDueIn),
      netDueIn: fixed ? term.netDueIn : null,
      netDueBefore: fixed ? null : term.netDueBefore,
      discountPercent: term.discountPercent.toFixed(2),
      discountIfPaidWithin: fixed ? (term.discountIfPaidWithin ?? null) : null,
      discountIfPaidBefore: fixed ? null : (term.discountIfPaidBefore ?? null),
    });
  }
  try {
    return await db.transaction(async (trx) => {
      const taken = await entries(trx, ctx.companyId, kind)
        .whereRaw("lower(btrim(name)) = lower(btrim(?))", [data.name])
        .select("id")
        .first();
      if (taken) throw duplicate();
      const created = await SUPPORT_LIST_MODELS[kind].query(trx).insert(row).returning(COLUMNS[kind]);
      await recordActivity(trx, ctx, {
        activity: "created",
        recordType: "list_entry",
        recordId: Number(created.id),
        name: data.name,
        detail: list.title,
      });
      const count = await countSupportItems(trx, ctx.companyId, kind);
      return { item: present(kind, created), count, message: list.messages.created(data.name, count) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

/** Does this table and column exist (in the current schema)? Later issues add the referencing tables. */
async function columnExists(db: Knex, table: string, column: string): Promise<boolean> {
  const result = await db.raw(
    "SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND column_name = ?",
    [table, column],
  );
  return result.rows.length > 0;
}

export interface DeleteSupportItemResult {
  /** The deleted entry's name. */
  name: string;
  /** How many entries the list has left. */
  remaining: number;
  /** "Vendor group \"X\" has been deleted successfully. You now have N vendor group(s) remaining." */
  message: string;
}

/**
 * Delete an entry of the company's list. Another company's or a missing id: 404 with the spec's
 * text. An entry still referenced (by any table in the list's `references` that exists): 409
 * "Cannot delete …", and nothing is deleted.
 */
export async function deleteSupportItem(
  db: Knex,
  ctx: ActivityContext,
  kind: SupportListKind,
  id: number,
): Promise<DeleteSupportItemResult> {
  const list = SUPPORT_LISTS[kind];
  let name = "";
  try {
    return await db.transaction(async (trx) => {
      const row = isRowId(id) ? await entries(trx, ctx.companyId, kind).findById(id).forUpdate().select("id", "name") : undefined;
      if (!row) throw new DomainError(list.messages.notFound, 404);
      name = row.name;
      for (const reference of list.references) {
        if (!(await columnExists(trx, reference.table, reference.column))) continue;
        const hasCompany = await columnExists(trx, reference.table, "company_id");
        const query = trx(reference.table).where(reference.column, id);
        if (hasCompany) query.where("company_id", ctx.companyId);
        if (await query.first(trx.raw("1"))) {
          throw new DomainError(list.messages.inUse(name, reference.what), 409);
        }
      }
      await entries(trx, ctx.companyId, kind).deleteById(id);
      await recordActivity(trx, ctx, { activity: "deleted", recordType: "list_entry", recordId: id, name, detail: list.title });
      const remaining = await countSupportItems(trx, ctx.companyId, kind);
      return { name, remaining, message: list.messages.deleted(name, remaining) };
    });
  } catch (error) {
    // A foreign key added later that the reference list does not name yet.
    if (isForeignKeyViolation(error)) throw new DomainError(list.messages.inUse(name), 409);
    throw error;
  }
}
