import { createHash } from "node:crypto";
import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import type { RecordType } from "~/modules/activity/constants";
import { formatMoney, fromDecimal, sumCents, toDecimal, type Cents } from "~/lib/money";
import { formatQuantity, fromQuantityDecimal, toQuantityDecimal } from "~/lib/quantity";
import { isSystemAccount } from "~/modules/accounts/system-accounts.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { CUSTOMER_PARTY } from "~/modules/customers/party-config.server";
import { mergeStockOnHand } from "~/modules/inventory/stock.server";
import { SALES_ITEM_TYPE_LABELS } from "~/modules/items/constants";
import type { AccountType } from "~/modules/ledger/account-types";
import { accountNets, normalBalance } from "~/modules/ledger/ledger.server";
import { balanceSql, findControlAccount, type PartyConfig } from "~/modules/parties/party.server";
import { VENDOR_PARTY } from "~/modules/vendors/party-config.server";
import { DomainError } from "~/utils/errors";
import { isUniqueViolation, violatedConstraint } from "~/utils/model";
import { MERGE_MESSAGES as M, MERGE_WORDS, type MergeCandidate, type MergeKind, type MergeMove, type MergePreview } from "./constants";
import { Merge } from "./merge.model";
import type { MergeConfirm, MergeRequest } from "./schema";

// Merges (spec §2.12, issue 30 item 4, ADR 0067). A customer, vendor, account or item (the source)
// is merged into another of its kind (the target): every row of every table that names the source
// by a foreign key — documents, their lines, payments, checks, deposits, stock movements, journal
// lines, sub-accounts and sub-items, … — is pointed at the target in one transaction, which also
// records the merge (a `merges` row: the database lets a posted row's reference change only for a
// merge recorded by the same transaction, migration 20261204400000) and archives the source.
// Amounts never change: the trial balance stays as it was, and the target's balance becomes the sum.
//
// Which tables name the source is read from the database's catalog (its foreign keys), not from a
// list kept here: a table added later is moved with the rest. What stays with the source is the
// short list KEPT_REFERENCES (its own contacts, addresses, custom values; an account's statement
// mapping; an assembly's own components); an item's stock on hand is added to the target's.
//
// This module writes every domain's tables (through the catalog's names, one UPDATE per foreign
// key): the one exception to the table owners' rule (ADR 0038), recorded in ADR 0067.

/** The table each kind merges rows of. */
/** What the activity log calls a merged kind, and the target's screen. */
const MERGE_RECORD_TYPE: Record<MergeKind, RecordType> = { customers: "customer", vendors: "vendor", accounts: "account", items: "item" };
const MERGE_LINK: Record<MergeKind, (id: number) => string> = {
  customers: (id) => `customers/edit/${id}`,
  vendors: (id) => `vendors/edit/${id}`,
  accounts: (id) => `edit-account/${id}`,
  items: () => "company/lists/items",
};

const KIND_TABLE: Record<MergeKind, string> = {
  customers: "customers",
  vendors: "vendors",
  accounts: "company_accounts",
  items: "items",
};

/**
 * References that stay with the (archived) source, each with its reason: "table.column". Every
 * other foreign key to the kind's table is moved to the target (tests/integration/merges.test.ts
 * walks the catalog after a merge: nothing else may still name the source).
 */
export const KEPT_REFERENCES: Record<string, string> = {
  "vendor_contacts.vendor_id": "the source vendor's own contacts stay on its archived record",
  "vendor_addresses.vendor_id": "the source vendor's own addresses stay on its archived record",
  "vendor_custom_values.vendor_id": "the source vendor's custom field values stay on its archived record (the target has its own)",
  "customer_contacts.customer_id": "the source customer's own contacts stay on its archived record",
  "customer_addresses.customer_id": "the source customer's own addresses stay on its archived record",
  "customer_custom_values.customer_id": "the source customer's custom field values stay on its archived record (the target has its own)",
  "statement_csv_mappings.account_id": "a bank statement's column mapping is a setting of the source account (the target has its own)",
  "assembly_components.assembly_id": "the source assembly's own bill of materials stays on its archived record",
};

/** The stock on hand: added to the target's per warehouse, then the source's emptied rows removed. */
const STOCK_REFERENCE = "item_stock.item_id";

export interface MergeReference {
  table: string;
  column: string;
  /** The table has a row version (ADR 0014): a moved row's is bumped, so an edit begun before the merge is told */
  versioned: boolean;
  /** The table's primary key without company_id: how a moved row is recorded (merge_rows), to be moved back by an undo */
  key: string[];
  action: "move" | "keep" | "stock";
}

/** Every foreign key to the kind's table (company_id aside), from the catalog, with what a merge does with it. */
export async function mergeReferences(db: Knex, kind: MergeKind): Promise<MergeReference[]> {
  const { rows } = await db.raw<{ rows: { tbl: string; col: string; versioned: boolean; pk: string | null }[] }>(
    `SELECT c.conrelid::regclass::text AS tbl, a.attname::text AS col,
            EXISTS (SELECT 1 FROM pg_attribute v WHERE v.attrelid = c.conrelid AND v.attname = 'version' AND NOT v.attisdropped) AS versioned,
            (SELECT string_agg(k.attname::text, ',' ORDER BY k.attnum) FROM pg_index i
               JOIN pg_attribute k ON k.attrelid = i.indrelid AND k.attnum = ANY (i.indkey)
              WHERE i.indrelid = c.conrelid AND i.indisprimary AND k.attname <> 'company_id') AS pk
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = ?::regclass AND a.attname <> 'company_id'
      ORDER BY 1, 2`,
    [KIND_TABLE[kind]],
  );
  return rows.map((r) => {
    const key = `${r.tbl}.${r.col}`;
    const action = key === STOCK_REFERENCE ? "stock" : key in KEPT_REFERENCES ? "keep" : "move";
    return { table: r.tbl, column: r.col, versioned: Boolean(r.versioned), key: r.pk ? r.pk.split(",") : [], action };
  });
}

const sentence = (snake: string) => snake.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

/** "Journal lines", "Purchase documents (pay from account)": a table's rows and, when it names the kind by a role, the role. */
function moveLabel(kind: MergeKind, ref: MergeReference): string {
  const role = ref.column.replace(/_id$/, "").replace(/_/g, " ");
  const plain = role === MERGE_WORDS[kind].noun || (kind === "accounts" && role === "account") || (kind === "items" && role === "item");
  return plain ? sentence(ref.table) : `${sentence(ref.table)} (${role})`;
}

const refName = (ref: Pick<MergeReference, "table" | "column">) => `${ref.table}.${ref.column}`;

/** How many rows of each reference name the record `id` (in the references' order). */
function namingRows(db: Knex, companyId: number, references: MergeReference[], id: number): Promise<number[]> {
  return Promise.all(
    references.map(async (ref) => {
      const row = await db(ref.table).where({ companyId }).where(ref.column, id).count({ n: "*" }).first();
      return Number(row?.n ?? 0);
    }),
  );
}

// ---- The records: the selectors' candidates and their balances --------------------------------------

interface CandidateRow {
  id: number;
  active: boolean;
  version: number;
}

interface Loaded extends MergeCandidate {
  version: number;
  /** accounts */
  accountType?: AccountType;
  system?: boolean;
  /** accounts and items: the parent it is a sub-record of */
  parentId?: number | null;
  /** items */
  itemType?: string;
  assetAccountId?: number | null;
  onHand?: string;
}

async function partyCandidates(db: Knex, companyId: number, config: PartyConfig, ids?: number[]): Promise<Loaded[]> {
  const table = config === VENDOR_PARTY ? "vendors" : "customers";
  const code = config === VENDOR_PARTY ? "vendorId" : "customerId";
  const name = config === VENDOR_PARTY ? "vendorName" : "customerName";
  const control = await findControlAccount(config, db, companyId);
  const balances = db("journalLines as l")
    .where({ "l.companyId": companyId, "l.accountId": control ?? 0 })
    .whereNotNull(`l.${config.partyKey}`)
    .groupBy(`l.${config.partyKey}`)
    .select(`l.${config.partyKey} as partyId`, db.raw(`sum(${balanceSql(config)}) as balance`));
  const query = db(`${table} as p`)
    .leftJoin(balances.as("b"), "b.partyId", "p.id")
    .where("p.companyId", companyId)
    .orderByRaw(`lower(p.${name === "vendorName" ? "vendor_name" : "customer_name"}), p.id`)
    .select("p.id", "p.active", "p.version", `p.${code} as code`, `p.${name} as name`, db.raw("coalesce(b.balance, 0) as balance"));
  if (ids) query.whereIn("p.id", ids);
  const rows: (CandidateRow & { code: string; name: string; balance: string })[] = await query;
  return rows.map((r) => ({
    id: r.id,
    label: r.name,
    active: r.active,
    version: r.version,
    balance: toDecimal(fromDecimal(r.balance)),
    details: [
      { label: "ID", value: r.code },
      { label: "Active", value: r.active ? "Yes" : "No" },
      { label: "Balance", value: formatMoney(fromDecimal(r.balance)) },
    ],
  }));
}

async function accountCandidates(db: Knex, companyId: number, ids?: number[]): Promise<Loaded[]> {
  const query = db("companyAccounts")
    .where({ companyId })
    .orderBy("accountNumber")
    .select("id", "active", "version", "accountNumber", "accountName", "accountType", "isSystem", "parentAccountId");
  if (ids) query.whereIn("id", ids);
  const rows: (CandidateRow & {
    accountNumber: string;
    accountName: string;
    accountType: AccountType;
    isSystem: boolean;
    parentAccountId: number | null;
  })[] = await query;
  const nets = await accountNets(db, companyId, ids ? { accountIds: ids } : {});
  return rows.map((r) => {
    const balance = normalBalance(r.accountType, nets.get(r.id) ?? (0 as Cents));
    return {
      id: r.id,
      label: `${r.accountNumber} · ${r.accountName}`,
      active: r.active,
      version: r.version,
      accountType: r.accountType,
      system: isSystemAccount(r),
      parentId: r.parentAccountId,
      balance: toDecimal(balance),
      details: [
        { label: "Number", value: r.accountNumber },
        { label: "Name", value: r.accountName },
        { label: "Type", value: r.accountType },
        { label: "Balance", value: formatMoney(balance) },
      ],
    };
  });
}

async function itemCandidates(db: Knex, companyId: number, ids?: number[]): Promise<Loaded[]> {
  const stock = db("itemStock")
    .where({ companyId })
    .groupBy("itemId")
    .select("itemId", db.raw("sum(quantity) as quantity"), db.raw("sum(value) as value"));
  const query = db("items as i")
    .leftJoin(stock.as("s"), "s.itemId", "i.id")
    .where("i.companyId", companyId)
    .orderByRaw("lower(btrim(i.name)), i.id")
    .select(
      "i.id",
      "i.active",
      "i.version",
      "i.name",
      "i.itemType",
      "i.salesPrice",
      "i.parentItemId",
      "i.assetAccountId",
      db.raw("coalesce(s.quantity, 0) as quantity"),
      db.raw("coalesce(s.value, 0) as value"),
    );
  if (ids) query.whereIn("i.id", ids);
  const rows: (CandidateRow & {
    name: string;
    itemType: keyof typeof SALES_ITEM_TYPE_LABELS;
    salesPrice: string;
    parentItemId: number | null;
    assetAccountId: number | null;
    quantity: string;
    value: string;
  })[] = await query;
  return rows.map((r) => ({
    id: r.id,
    label: r.name,
    active: r.active,
    version: r.version,
    itemType: r.itemType,
    parentId: r.parentItemId,
    assetAccountId: r.assetAccountId,
    onHand: toQuantityDecimal(fromQuantityDecimal(r.quantity)),
    balance: toDecimal(fromDecimal(r.value)),
    details: [
      { label: "Type", value: SALES_ITEM_TYPE_LABELS[r.itemType] ?? r.itemType },
      { label: "Active", value: r.active ? "Yes" : "No" },
      { label: "Sales Price", value: formatMoney(fromDecimal(r.salesPrice)) },
      { label: "On Hand", value: formatQuantity(fromQuantityDecimal(r.quantity)) },
    ],
  }));
}

function loadRecords(db: Knex, companyId: number, kind: MergeKind, ids?: number[]): Promise<Loaded[]> {
  if (kind === "vendors") return partyCandidates(db, companyId, VENDOR_PARTY, ids);
  if (kind === "customers") return partyCandidates(db, companyId, CUSTOMER_PARTY, ids);
  if (kind === "accounts") return accountCandidates(db, companyId, ids);
  return itemCandidates(db, companyId, ids);
}

const candidate = ({ id, label, active, details, balance }: Loaded): MergeCandidate => ({ id, label, active, details, balance });

/** The Merge screens' From and To choices: the company's active records of the kind, with their details and balances. */
export async function mergeCandidates(db: Knex, companyId: number, kind: MergeKind): Promise<MergeCandidate[]> {
  return (await loadRecords(db, companyId, kind)).filter((r) => r.active).map(candidate);
}

// ---- The preview and its refusals -------------------------------------------------------------------

async function refusalOf(db: Knex, companyId: number, kind: MergeKind, source: Loaded, target: Loaded): Promise<string | null> {
  if (!source.active) return M.inactiveSource(kind, source.label);
  if (!target.active) return M.inactiveTarget(kind, target.label);
  if (kind === "accounts") {
    for (const account of [source, target]) if (account.system) return M.systemAccount(account.label);
    if (source.accountType !== target.accountType) return M.differentAccountTypes(source.accountType!, target.accountType!);
  }
  if ((kind === "accounts" || kind === "items") && target.parentId === source.id) return M.subRecord(kind);
  if (kind === "accounts") {
    const open = await db("reconciliations")
      .where({ companyId, status: "in_progress" })
      .whereIn("accountId", [source.id, target.id])
      .first("accountId");
    if (open) return M.inReconciliation(open.accountId === source.id ? source.label : target.label);
  }
  if (kind === "items") {
    if (source.itemType !== target.itemType) {
      const label = (t?: string) => SALES_ITEM_TYPE_LABELS[t as keyof typeof SALES_ITEM_TYPE_LABELS] ?? String(t);
      return M.differentItemTypes(label(source.itemType), label(target.itemType));
    }
    if ((source.itemType === "inventory" || source.itemType === "assembly") && source.assetAccountId !== target.assetAccountId) {
      return M.differentAssetAccounts;
    }
    const shared = await db("assemblyComponents as c")
      .join("items as a", (j) => j.on("a.companyId", "c.companyId").andOn("a.id", "c.assemblyId"))
      .where("c.companyId", companyId)
      .whereIn("c.componentItemId", [source.id, target.id])
      .groupBy("c.assemblyId", "a.name")
      .havingRaw("count(DISTINCT c.component_item_id) = 2 OR bool_or(c.assembly_id = ?)", [target.id])
      .first("a.name");
    if (shared) return M.sharedAssembly(shared.name);
  }
  return null;
}

async function buildPreview(db: Knex, companyId: number, request: MergeRequest): Promise<MergePreview & { loaded: [Loaded, Loaded] }> {
  const { kind, sourceId, targetId } = request;
  const records = await loadRecords(db, companyId, kind, [sourceId, targetId]);
  const source = records.find((r) => r.id === sourceId);
  const target = records.find((r) => r.id === targetId);
  if (!source || !target) throw new DomainError(M.notFound(kind), 404);
  const references = (await mergeReferences(db, kind)).filter((r) => r.action !== "keep");
  const counts = await namingRows(db, companyId, references, sourceId);
  const moves: MergeMove[] = references
    .map((ref, i) => ({ label: moveLabel(kind, ref), table: ref.table, column: ref.column, rows: counts[i] }))
    .filter((m) => m.rows > 0);
  const totalRows = moves.reduce((s, m) => s + m.rows, 0);
  const balanceAfter = toDecimal(sumCents([fromDecimal(source.balance), fromDecimal(target.balance)]));
  const onHand =
    kind === "items"
      ? {
          source: source.onHand!,
          target: target.onHand!,
          after: toQuantityDecimal(fromQuantityDecimal(source.onHand!) + fromQuantityDecimal(target.onHand!)),
        }
      : undefined;
  const token = createHash("sha256")
    .update(JSON.stringify([kind, source.id, source.version, target.id, target.version, totalRows, source.balance, target.balance]))
    .digest("hex")
    .slice(0, 32);
  return {
    kind,
    source: candidate(source),
    target: candidate(target),
    moves,
    totalRows,
    balanceAfter,
    ...(onHand ? { onHand } : {}),
    refusal: await refusalOf(db, companyId, kind, source, target),
    token,
    loaded: [source, target],
  };
}

/** What merging the source into the target would move (tables, row counts), the balances before and after, and why it would be refused. */
export async function previewMerge(db: Knex, companyId: number, request: MergeRequest): Promise<MergePreview> {
  const { loaded: _loaded, ...preview } = await buildPreview(db, companyId, request);
  return preview;
}

// ---- The merge ---------------------------------------------------------------------------------------

export interface MergeResult {
  merge: { id: number; kind: MergeKind; sourceId: number; targetId: number; sourceName: string; targetName: string; mergedAt: string };
  preview: MergePreview;
  message: string;
}

/** The merge in the activity log, inside the merge's transaction: the target, and what went into it. */
function recordMerge(trx: Knex.Transaction, ctx: CompanyContext, merge: Merge): Promise<void> {
  return recordActivity(trx, ctx, {
    activity: "merged",
    recordType: MERGE_RECORD_TYPE[merge.kind],
    recordId: merge.targetId,
    name: merge.targetName,
    link: MERGE_LINK[merge.kind](merge.targetId),
    detail: `${merge.sourceName} merged into ${merge.targetName}`,
  });
}

/**
 * Merge the source into the target in one transaction: every reference moved, the stock on hand
 * added, the source archived, the merge recorded. Refused (nothing changes) as the preview says,
 * or when `token` no longer matches the records (they changed since the preview was shown).
 */
export async function mergeRecords(db: Knex, ctx: CompanyContext, request: MergeConfirm): Promise<MergeResult> {
  const { kind, sourceId, targetId } = request;
  const companyId = ctx.companyId;
  try {
    return await db.transaction(async (trx) => {
      // Both records locked (in id order): a second merge or an edit of either waits for this one.
      await trx(KIND_TABLE[kind]).where({ companyId }).whereIn("id", [sourceId, targetId]).orderBy("id").forUpdate().select("id");
      const { loaded, ...preview } = await buildPreview(trx, companyId, request);
      if (preview.refusal) throw new DomainError(preview.refusal, 409);
      if (request.token && request.token !== preview.token) throw new DomainError(M.changed, 409);
      const [source, target] = loaded;

      const references = await mergeReferences(trx, kind);
      const moves = references.filter((r) => r.action === "move");
      const moved = Object.fromEntries(preview.moves.map((m) => [refName(m), m.rows]));
      // What an undo checks against (ADR 0075): the target's rows before, both records' versions after.
      const targetBefore = await namingRows(trx, companyId, moves, targetId);
      const merge = await Merge.query(trx)
        .insert({
          companyId,
          kind,
          sourceId,
          targetId,
          sourceName: source.label,
          targetName: target.label,
          moved,
          mergedBy: ctx.userId,
          targetRows: Object.fromEntries(moves.map((ref, i) => [refName(ref), targetBefore[i]])),
          sourceVersion: source.version + 1,
          targetVersion: target.version,
        })
        .returning("*");
      for (const ref of moves) await repoint(trx, companyId, merge.id, ref, sourceId, targetId);
      if (references.some((r) => r.action === "stock")) await mergeStockOnHand(trx, companyId, sourceId, targetId);
      await trx(KIND_TABLE[kind])
        .where({ companyId, id: sourceId })
        .update({ active: false, version: trx.raw("version + 1"), updatedAt: trx.fn.now() });
      await recordMerge(trx, ctx, merge);
      return {
        merge: {
          id: merge.id,
          kind,
          sourceId,
          targetId,
          sourceName: source.label,
          targetName: target.label,
          mergedAt: new Date(merge.mergedAt).toISOString(),
        },
        preview,
        message: M.merged(kind, source.label, target.label),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError(
        `These ${MERGE_WORDS[kind].plural} cannot be merged: both are named where only one may be (${violatedConstraint(error)}).`,
        409,
      );
    }
    throw error;
  }
}

/**
 * Point a reference's rows at `to` instead of `from`, each moved row's key recorded in merge_rows
 * under `mergeId`. `only`: an undo's, only the rows the undone merge recorded (their count returned).
 */
async function repoint(
  trx: Knex.Transaction,
  companyId: number,
  mergeId: number,
  ref: MergeReference,
  from: number,
  to: number,
  only?: number,
): Promise<number> {
  const set = ref.versioned ? `?? = ?, version = t.version + 1` : `?? = ?`;
  const key = ref.key.length ? ref.key : ["ctid"];
  const keyJson = `jsonb_build_object(${key.map(() => "?::text, t.??").join(", ")})`;
  const keyBindings = key.flatMap((k) => [k, k]);
  // An undo's rows: by id when the table has one (an index), else by the whole key.
  const recorded =
    only === undefined
      ? ""
      : key.length === 1 && key[0] === "id"
        ? "AND t.id IN (SELECT (r.row_key ->> 'id')::bigint FROM merge_rows r WHERE r.company_id = ?::integer AND r.merge_id = ?::integer AND r.reference = ?::text)"
        : "AND EXISTS (SELECT 1 FROM merge_rows r WHERE r.company_id = ?::integer AND r.merge_id = ?::integer AND r.reference = ?::text AND to_jsonb(t) @> r.row_key)";
  const { rows } = await trx.raw<{ rows: { n: string | number }[] }>(
    `WITH moved AS (
       UPDATE ?? t SET ${set} WHERE t.company_id = ? AND t.?? = ? ${recorded} RETURNING ${keyJson} AS row_key
     ), saved AS (
       INSERT INTO merge_rows (company_id, merge_id, reference, row_key) SELECT ?::integer, ?::integer, ?::text, row_key FROM moved WHERE ?::boolean RETURNING 1
     )
     SELECT count(*) AS n FROM moved`,
    [
      ref.table,
      ref.column,
      to,
      companyId,
      ref.column,
      from,
      ...(only === undefined ? [] : [companyId, only, refName(ref)]),
      ...keyBindings,
      companyId,
      mergeId,
      refName(ref),
      only === undefined,
    ],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Undo a merge (ADR 0075): the rows it moved pointed back at the source, the source active again,
 * in one transaction that records the undo (a merge the other way, `undoes` naming this one) and
 * writes the activity log. Refused with a message, nothing changed, when it can no longer be undone
 * exactly: an item merge (its stock was pooled), a merge undone already, a later merge of either
 * record, or anything that names either record changed since (an edit of one, a row added to or
 * taken from the target).
 */
export async function undoMerge(db: Knex, ctx: CompanyContext, mergeId: number): Promise<{ message: string }> {
  const companyId = ctx.companyId;
  try {
    return await db.transaction(async (trx) => {
      const merge = await Merge.query(trx).modify("ofCompany", companyId).where({ id: mergeId }).whereNull("undoes").first();
      if (!merge) throw new DomainError(M.mergeNotFound, 404);
      const { kind, sourceId, targetId, sourceName, targetName } = merge;
      if (kind === "items") throw new DomainError(M.undoItems, 409);
      const records: { id: number; version: number }[] = await trx(KIND_TABLE[kind])
        .where({ companyId })
        .whereIn("id", [sourceId, targetId])
        .orderBy("id")
        .forUpdate()
        .select("id", "version");
      if (await Merge.query(trx).modify("ofCompany", companyId).where({ undoes: mergeId }).first())
        throw new DomainError(M.alreadyUndone, 409);
      const later = await Merge.query(trx)
        .modify("ofCompany", companyId)
        .where({ kind })
        .where("id", ">", mergeId)
        .where((q) => q.whereIn("sourceId", [sourceId, targetId]).orWhereIn("targetId", [sourceId, targetId]))
        .select("sourceName", "targetName")
        .orderBy("id")
        .first();
      if (later) throw new DomainError(M.undoLaterMerge(later.sourceName, later.targetName), 409);
      if (merge.sourceVersion == null || merge.targetRows == null) throw new DomainError(M.undoNotRecorded, 409);
      const versionOf = (id: number) => records.find((r) => r.id === id)?.version;
      const touched = new DomainError(M.undoTouched(sourceName, targetName), 409);
      if (versionOf(sourceId) !== merge.sourceVersion || versionOf(targetId) !== merge.targetVersion) throw touched;

      const moves = (await mergeReferences(trx, kind)).filter((r) => r.action === "move");
      const recorded = new Map<string, number>(
        (await trx("mergeRows").where({ companyId, mergeId }).groupBy("reference").select("reference", trx.raw("count(*) AS n"))).map(
          (r: { reference: string; n: string | number }) => [r.reference, Number(r.n)],
        ),
      );
      const now = await namingRows(trx, companyId, moves, targetId);
      const before = merge.targetRows;
      if (moves.some((ref, i) => now[i] !== (before[refName(ref)] ?? 0) + (recorded.get(refName(ref)) ?? 0))) throw touched;

      const undo = await Merge.query(trx)
        .insert({
          companyId,
          kind,
          sourceId: targetId,
          targetId: sourceId,
          sourceName: targetName,
          targetName: sourceName,
          moved: Object.fromEntries(recorded),
          mergedBy: ctx.userId,
          undoes: mergeId,
        })
        .returning("*");
      for (const ref of moves.filter((r) => recorded.has(refName(r)))) {
        const back = await repoint(trx, companyId, undo.id, ref, targetId, sourceId, mergeId);
        if (back !== recorded.get(refName(ref))) throw touched;
      }
      await trx(KIND_TABLE[kind])
        .where({ companyId, id: sourceId })
        .update({ active: true, version: trx.raw("version + 1"), updatedAt: trx.fn.now() });
      await recordActivity(trx, ctx, {
        activity: "unmerged",
        recordType: MERGE_RECORD_TYPE[kind],
        recordId: sourceId,
        name: sourceName,
        link: MERGE_LINK[kind](sourceId),
        detail: `${sourceName} taken back out of ${targetName}`,
      });
      return { message: M.undone(kind, sourceName, targetName) };
    });
  } catch (error) {
    if (isUniqueViolation(error) && violatedConstraint(error) === "merges_undone_once") throw new DomainError(M.alreadyUndone, 409);
    throw error;
  }
}

/** The company's merges of a kind, newest first (the Merge screens' history), each with whether it was undone. */
export async function recentMerges(db: Knex, companyId: number, kind: MergeKind, limit = 10) {
  const rows = await Merge.query(db)
    .modify("ofCompany", companyId)
    .where({ kind })
    .whereNull("undoes")
    .orderBy("mergedAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .select(
      "id",
      "sourceName",
      "targetName",
      "mergedAt",
      db.raw("EXISTS (SELECT 1 FROM merges u WHERE u.company_id = merges.company_id AND u.undoes = merges.id) AS undone"),
    );
  return rows.map((r) => ({
    id: r.id,
    sourceName: r.sourceName,
    targetName: r.targetName,
    mergedAt: new Date(r.mergedAt).toISOString(),
    undone: Boolean((r as unknown as { undone: boolean }).undone),
  }));
}
