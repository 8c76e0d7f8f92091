import type { Knex } from "knex";
import { Model, raw, type AnyQueryBuilder, type ModelClass, type RelationMapping, type TransactionOrKnex } from "objection";
import { staleRecordMessage } from "~/lib/record-version";
import { DomainError } from "./errors";

// The plumbing every Objection model shares; no table, column or rule of the domain lives here.
//
// - Knex is configured with knexSnakeCaseMappers (db.server.ts), so models name tables and columns
//   in camelCase as the rest of the code does, and never add Objection's own snake-case mappers
//   (the names would be converted twice).
// - Models have no handle of their own that services may rely on: every query is given one
//   (`Vendor.query(trx)`), because the CLI and the tests open their own, and inside a transaction
//   a query without `trx` waits on the embedded database's single connection and fails.
// - Fields are declared with `declare` (no class field is emitted): with ES2022 class fields a
//   plain `id!: number` would add an own property set to undefined to every instance, which
//   Objection would then write as a column.

export class BaseModel extends Model {
  /** `.first()` adds LIMIT 1, as knex's own first() does. */
  static useLimitInFirst = true;
  /**
   * A graph's queries (its relations' fetches, inserts, patches) run one after another. Inside a
   * transaction they share one connection anyway: sent together, they would only queue up in the
   * driver (pg deprecates that) or wait on the embedded database's single connection.
   */
  static concurrency = 1;

  /**
   * A row's own query — `$query()`, and the statements upsertGraph sends for rows it already has —
   * also names the row's company when the row carries one. Business tables are keyed
   * (company_id, id) (docs/distribution.md): a statement by id alone could not use that key (a
   * scan on one server, every shard on a distributed one).
   */
  $query(trxOrKnex?: TransactionOrKnex) {
    const query = super.$query(trxOrKnex);
    const { companyId } = this as { companyId?: unknown };
    if (typeof companyId === "number") columnEquals("companyId")(query, companyId);
    return query;
  }
}

/** `table.column` as a key inside one company: `["table.companyId", "table.column"]`. */
function companyScoped(column: string): [string, string] {
  const table = column.slice(0, column.indexOf("."));
  return [`${table}.companyId`, column];
}

/**
 * The one row of `modelClass` that this row's `from` column (`table.column`) points at, in the
 * same company — business tables are keyed (company_id, id), so every relation joins on both.
 */
export function belongsToOneInCompany(modelClass: ModelClass<Model>, from: string, to: string): RelationMapping<Model> {
  return { relation: Model.BelongsToOneRelation, modelClass, join: { from: companyScoped(from), to: companyScoped(to) } };
}

/** The rows of `modelClass` whose `to` column points at this row's `from` column, in the same company. */
export function hasManyInCompany(modelClass: ModelClass<Model>, from: string, to: string): RelationMapping<Model> {
  return { relation: Model.HasManyRelation, modelClass, join: { from: companyScoped(from), to: companyScoped(to) } };
}

/**
 * A named modifier that keeps the rows whose `column` equals the value given, qualified by the
 * alias the query uses for the model's table (so it stays unambiguous in joins and graph fetches).
 */
export function columnEquals(column: string) {
  return (query: AnyQueryBuilder, value: unknown) => {
    query.where(`${query.tableRefFor(query.modelClass())}.${column}`, value as never);
  };
}

/**
 * A modifier that keeps the rows of `ids` and locks them in id order (FOR UPDATE): two saves locking
 * some of the same rows never wait on each other in a cycle. Named on a model, or passed to `modify`.
 */
export function lockedInIdOrder(query: AnyQueryBuilder, ids: readonly number[]) {
  const table = query.tableRefFor(query.modelClass());
  return query
    .whereIn(
      `${table}.id`,
      [...ids].sort((a, b) => a - b),
    )
    .orderBy(`${table}.id`)
    .forUpdate();
}

/** A named modifier that orders the rows by these columns, qualified by the alias the query uses for the model's table. */
export function orderedBy(...columns: string[]) {
  return (query: AnyQueryBuilder) => {
    const table = query.tableRefFor(query.modelClass());
    query.orderBy(columns.map((column) => `${table}.${column}`));
  };
}

/**
 * The database's own error behind a failed query: knex throws the driver's error, a model query
 * throws Objection's wrapper (UniqueViolationError, …) with the driver's error as nativeError.
 */
function driverError(error: unknown): { code?: string; constraint?: string } {
  const wrapped = error as { nativeError?: { code?: string; constraint?: string } } | null;
  return (wrapped?.nativeError ?? error ?? {}) as { code?: string; constraint?: string };
}

/** SQLSTATE 23505: a unique index refused the row. */
/**
 * Check the transaction's deferrable keys once, at commit, not after each statement: for a delete
 * that cascades through many tables whose rows refer to one another (a company's purge).
 */
export async function deferKeysToCommit(trx: Knex.Transaction): Promise<void> {
  await trx.raw("SET CONSTRAINTS ALL DEFERRED");
}

export const isUniqueViolation = (error: unknown) => driverError(error).code === "23505";
/** SQLSTATE 23503: a foreign key refused the row (or the delete). */
export const isForeignKeyViolation = (error: unknown) => driverError(error).code === "23503";
/** The name of the constraint or index that refused the row, when the database says. */
export const violatedConstraint = (error: unknown) => driverError(error).constraint ?? "";

/** What patchVersioned says when its row is stale or gone: the record's noun ("vendor") and its not-found message. */
export interface VersionedRecord {
  noun: string;
  notFound: string;
  /** The version's column when it is not `version` (a set versioned on its parent row). */
  column?: string;
}

/**
 * Optimistic concurrency (ADR 0014), the one place it is done: patch the row `key` names only if it
 * still has the `version` the edit was made on, and bump the version in the same statement —
 * `UPDATE … SET …, version = version + 1 WHERE <key> AND version = ?`. The statement is atomic (a
 * concurrent save waits on the row lock, then finds the version changed), so there is no
 * read-then-write race. No row updated while the row exists means the edit was made on a stale
 * copy: a 409 with "This <noun> was changed by someone else. Reload to see the changes."; no row
 * at all is a 404. Returns the new version. An aggregate calls it on its root row, inside the
 * transaction, before writing the rest of the graph (with `changes` empty, it only claims the
 * version).
 */
export async function patchVersioned(
  modelClass: typeof BaseModel,
  trx: Knex,
  key: Record<string, number>,
  version: number,
  changes: Record<string, unknown>,
  record: VersionedRecord,
): Promise<number> {
  const column = record.column ?? "version";
  const patched = (await modelClass
    .query(trx)
    .where(key)
    .where(column, version)
    .patch({ ...changes, [column]: raw("?? + 1", [column]) } as never)
    .returning(column)) as unknown as Record<string, number>[];
  if (patched.length) return patched[0][column];
  const exists = await modelClass.query(trx).where(key).select("id").first();
  throw exists ? new DomainError(staleRecordMessage(record.noun), 409) : new DomainError(record.notFound, 404);
}

/**
 * A one-row-per-key settings row (a company's branding, its check print defaults) saved on the
 * version read: a key without a row reads as version 1 (the defaults), and its first save inserts
 * the row at version 2 — so a save made on the defaults after someone else's first save is stale
 * too (409, or the unique key's refusal when both insert at once). A row that exists is patched by
 * patchVersioned. Returns the new version.
 */
export async function saveVersionedRow(
  modelClass: typeof BaseModel,
  trx: Knex,
  key: Record<string, number>,
  version: number,
  changes: Record<string, unknown>,
  record: VersionedRecord,
): Promise<number> {
  const exists = await modelClass.query(trx).where(key).select("id").first();
  if (exists) return patchVersioned(modelClass, trx, key, version, changes, record);
  if (version !== 1) throw new DomainError(staleRecordMessage(record.noun), 409);
  try {
    await modelClass.query(trx).insert({ ...key, ...changes, version: 2 } as never);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(staleRecordMessage(record.noun), 409);
    throw error;
  }
  return 2;
}
