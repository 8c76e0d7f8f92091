import type { Knex } from "knex";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal, toDecimal, type Cents } from "~/lib/money";
import type { ListResult } from "~/lib/pagination";
import { fiscalStartMonth } from "~/lib/periods";
import { MONTH_NAMES } from "~/lib/dates";
import { fixedAssetGainLossAccount, openingBalanceEquityAccount } from "~/modules/accounts/system-accounts.server";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { recordActivity, type ActivityEntry } from "~/modules/activity/activity.server";
import { postEntry, takeEntryNo, type PostingLine } from "~/modules/ledger/ledger.server";
import { DomainError, throwIfRefusal } from "~/utils/errors";
import { isUniqueViolation, lockedInIdOrder, violatedConstraint } from "~/utils/model";
import {
  ACCUMULATED_ACCOUNT_TYPES,
  ASSET_ACCOUNT_TYPES,
  DEPRECIATION_ACCOUNT_TYPES,
  DISPOSAL_ACCOUNT_TYPES,
  FIXED_ASSET_ENTRY_TYPES,
  FIXED_ASSET_MESSAGES as M,
  FIXED_ASSET_SOURCE,
  type AssetStatus,
  type DepreciationMethod,
  type FixedAssetRow,
} from "./constants";
import { monthOf } from "./depreciation";

export type { FixedAssetRow };
import { FixedAsset, FixedAssetDepreciation, FixedAssetSettings } from "./fixed-asset.model";
import type { DisposalInput, FixedAssetInput } from "./schema";

// Fixed assets (issue 30, ADR 0064): New Asset saves an asset as pending (Save and Close) or
// registers it at once (Register); registering an opening asset posts Dr the asset account / Cr
// Opening Balance Equity in the transaction that marks it registered, while one bought on a bill,
// cheque or expense is linked to that document's entry (which already debited the asset account)
// and posts nothing. Selling or disposing of a registered asset posts, in one balanced entry, the
// money received (Dr Deposit To), the accumulated depreciation taken off (Dr accumulated
// depreciation), the cost taken off (Cr the asset account) and the gain (Cr) or loss (Dr) on
// Gain/Loss on Sale of Fixed Assets. Every write is one transaction; a refusal writes nothing.
// The Depreciation run is depreciation.server.ts.

const field = (name: string, message: string, status: 400 | 404 | 409 = 400) => new DomainError(message, status, { [name]: [message] });

// ---- The fixed-asset start date ----------------------------------------------------------------

/** The company's fiscal-year start month (1–12), as its settings name it. */
async function fiscalMonth(db: Knex, companyId: number): Promise<number> {
  const row = await db("companies").where({ id: companyId }).first("fiscalYearStart");
  return fiscalStartMonth(row?.fiscalYearStart ?? "January");
}

export interface StartDate {
  /** YYYY-MM-01 */
  startDate: string;
  /** The first month of the financial year, "April" */
  fiscalMonthName: string;
  /** Whether the company chose it (otherwise the default) */
  chosen: boolean;
}

/** The company's fixed-asset start date: the one set in the Start Date dialog, or the default 2021 one. */
export async function fixedAssetStartDate(db: Knex, companyId: number): Promise<StartDate> {
  const [settings, month] = await Promise.all([FixedAssetSettings.query(db).findById(companyId), fiscalMonth(db, companyId)]);
  const defaultDate = `2021-${String(month).padStart(2, "0")}-01`;
  return { startDate: settings?.startDate ?? defaultDate, fiscalMonthName: MONTH_NAMES[month - 1], chosen: Boolean(settings) };
}

/** Set the start date: the 1st of the company's first month of the financial year. */
export async function setFixedAssetStartDate(
  db: Knex,
  ctx: CompanyContext,
  startDate: string | null,
): Promise<{ startDate: string; message: string }> {
  if (!startDate) throw field("startDate", M.startDateRequired);
  const month = await fiscalMonth(db, ctx.companyId);
  if (startDate.slice(8) !== "01" || Number(startDate.slice(5, 7)) !== month) {
    throw field("startDate", M.startDateFirst(MONTH_NAMES[month - 1]));
  }
  await db.raw(
    `INSERT INTO fixed_asset_settings (company_id, start_date) VALUES (?, ?)
     ON CONFLICT (company_id) DO UPDATE SET start_date = EXCLUDED.start_date, updated_at = now()`,
    [ctx.companyId, startDate],
  );
  return { startDate, message: M.startDateSaved };
}

// ---- Views -------------------------------------------------------------------------------------

export interface FixedAssetHistoryLine {
  /** YYYY-MM-DD */
  date: string;
  event: string;
  /** "1234.50", signed as it moves the book value */
  amount: string;
  entryId: number | null;
  entryNo: string;
}

export interface FixedAssetView extends FixedAssetRow {
  description: string;
  depreciationAccountId: number | null;
  depreciationAccountName: string;
  accumulatedAccountId: number | null;
  accumulatedAccountName: string;
  sourceEntryId: number | null;
  sourceEntryNo: string;
  registeredEntryId: number | null;
  disposalAccountId: number | null;
  disposalAccountName: string;
  disposalEntryId: number | null;
  history: FixedAssetHistoryLine[];
}

const rowColumns = [
  "a.id",
  "a.assetNumber",
  "a.itemName",
  "a.assetType",
  "a.accountId",
  "acc.accountName",
  "a.purchaseDate",
  "a.purchasePrice",
  "a.depreciationRate",
  "a.depreciationMethod",
  "a.status",
  "a.disposalDate",
  "a.disposalPrice",
  "a.gainLoss",
  "a.version",
];

function rowsQuery(db: Knex, companyId: number) {
  const accumulated = db("fixedAssetDepreciation as d")
    .where("d.companyId", companyId)
    .groupBy("d.assetId")
    .select("d.assetId", db.raw("sum(d.amount) as total"));
  return db("fixedAssets as a")
    .join("companyAccounts as acc", function () {
      this.on("acc.companyId", "a.companyId").andOn("acc.id", "a.accountId");
    })
    .leftJoin(accumulated.as("dep"), "dep.assetId", "a.id")
    .where("a.companyId", companyId)
    .select(...rowColumns, db.raw("coalesce(dep.total, 0) as accumulated"));
}

type RawRow = Record<string, unknown>;

function toRow(r: RawRow): FixedAssetRow {
  const price = fromDecimal(r.purchasePrice as string);
  const accumulated = fromDecimal(r.accumulated as string);
  return {
    id: r.id as number,
    assetNumber: r.assetNumber as number,
    itemName: r.itemName as string,
    assetType: r.assetType as string,
    accountId: r.accountId as number,
    accountName: r.accountName as string,
    purchaseDate: r.purchaseDate as string,
    purchasePrice: toDecimal(price),
    accumulatedDepreciation: toDecimal(accumulated),
    bookValue: toDecimal(r.status === "disposed" ? 0 : price - accumulated),
    depreciationRate: String(r.depreciationRate),
    depreciationMethod: r.depreciationMethod as DepreciationMethod,
    status: r.status as AssetStatus,
    disposalDate: (r.disposalDate as string | null) ?? null,
    disposalPrice: r.disposalPrice === null ? null : toDecimal(fromDecimal(r.disposalPrice as string)),
    gainLoss: r.gainLoss === null ? null : toDecimal(fromDecimal(r.gainLoss as string)),
    version: r.version as number,
  };
}

/** A page of the company's assets of one status (Pending Items, Registered Items, Sold and Disposed), by asset number. */
export async function listFixedAssets(
  db: Knex,
  companyId: number,
  query: { status: AssetStatus; page: number; perPage: number },
): Promise<ListResult<FixedAssetRow>> {
  const [{ n }] = await db("fixedAssets").where({ companyId, status: query.status }).count({ n: "*" });
  const total = Number(n);
  const pages = Math.max(1, Math.ceil(total / query.perPage));
  const page = Math.min(Math.max(1, query.page), pages);
  const rows = await rowsQuery(db, companyId)
    .where("a.status", query.status)
    .orderBy("a.assetNumber")
    .limit(query.perPage)
    .offset((page - 1) * query.perPage);
  return { items: rows.map(toRow), total, page, perPage: query.perPage };
}

/** Every asset of a status, as the lists' Export to CSV writes them. */
export async function allFixedAssets(db: Knex, companyId: number, status?: AssetStatus): Promise<FixedAssetRow[]> {
  const query = rowsQuery(db, companyId).orderBy("a.assetNumber");
  if (status) query.where("a.status", status);
  return (await query).map(toRow);
}

/** One asset with its accounts and history, or a 404 refusal (none, or another company's). */
export async function getFixedAsset(db: Knex, companyId: number, id: number): Promise<FixedAssetView> {
  const raw = await rowsQuery(db, companyId).where("a.id", id).first();
  if (!raw) throw new DomainError(M.notFound, 404);
  const asset = await FixedAsset.query(db)
    .modify("ofCompany", companyId)
    .findById(id)
    .withGraphFetched("[depreciationAccount, accumulatedAccount, disposalAccount, depreciation(inOrder)]");
  if (!asset) throw new DomainError(M.notFound, 404);
  const entryIds = [
    asset.sourceEntryId,
    asset.registeredEntryId,
    asset.disposalEntryId,
    ...(asset.depreciation ?? []).map((d) => d.journalEntryId),
  ];
  const entries = new Map<number, string>(
    (
      await db("journalEntries")
        .where({ companyId })
        .whereIn(
          "id",
          entryIds.filter((e): e is number => e !== null),
        )
        .select("id", "entryNo")
    ).map((e: { id: number; entryNo: string }) => [e.id, e.entryNo]),
  );
  const entryNo = (id: number | null) => (id === null ? "" : (entries.get(id) ?? ""));
  const price = fromDecimal(asset.purchasePrice);
  const history: FixedAssetHistoryLine[] = [];
  if (asset.status !== "pending") {
    const bought = asset.sourceEntryId !== null ? asset.sourceEntryId : asset.registeredEntryId;
    history.push({
      date: asset.purchaseDate,
      event: asset.sourceEntryId !== null ? `Registered, bought on ${entryNo(asset.sourceEntryId)}` : "Registered (opening balance)",
      amount: toDecimal(price),
      entryId: bought,
      entryNo: entryNo(bought),
    });
  }
  for (const d of asset.depreciation ?? []) {
    history.push({
      date: d.periodMonth,
      event: `Depreciation ${formatUsDate(d.periodMonth).replace(/\/01\//, "/")}`,
      amount: toDecimal(-fromDecimal(d.amount)),
      entryId: d.journalEntryId,
      entryNo: entryNo(d.journalEntryId),
    });
  }
  if (asset.status === "disposed" && asset.disposalDate) {
    const gain = fromDecimal(asset.gainLoss ?? "0");
    history.push({
      date: asset.disposalDate,
      event: `Sold or disposed for ${formatMoney(fromDecimal(asset.disposalPrice ?? "0"))}: ${gain >= 0 ? "gain" : "loss"} ${formatMoney(Math.abs(gain))}`,
      amount: toDecimal(-(price - fromDecimal(raw.accumulated as string))),
      entryId: asset.disposalEntryId,
      entryNo: entryNo(asset.disposalEntryId),
    });
  }
  return {
    ...toRow(raw),
    description: asset.description,
    depreciationAccountId: asset.depreciationAccountId,
    depreciationAccountName: asset.depreciationAccount?.accountName ?? "",
    accumulatedAccountId: asset.accumulatedAccountId,
    accumulatedAccountName: asset.accumulatedAccount?.accountName ?? "",
    sourceEntryId: asset.sourceEntryId,
    sourceEntryNo: entryNo(asset.sourceEntryId),
    registeredEntryId: asset.registeredEntryId,
    disposalAccountId: asset.disposalAccountId,
    disposalAccountName: asset.disposalAccount?.accountName ?? "",
    disposalEntryId: asset.disposalEntryId,
    history,
  };
}

/** The number New Asset offers: one more than the highest the company has used (1 for the first). */
export async function nextAssetNumber(db: Knex, companyId: number): Promise<number> {
  const row = await db("fixedAssets").where({ companyId }).max({ n: "assetNumber" }).first();
  return Number(row?.n ?? 0) + 1;
}

export interface PurchaseDocumentOption {
  entryId: number;
  entryNo: string;
  entryDate: string;
  accountId: number;
  accountName: string;
  /** "1234.50": what the document debited the fixed-asset account with */
  amount: string;
}

/** The documents that debited a Fixed Asset account (bills, cheques, expenses …), newest first: New Asset's Purchase Document. */
export async function purchaseDocuments(db: Knex, companyId: number, limit = 200): Promise<PurchaseDocumentOption[]> {
  const rows = await db("journalLines as l")
    .join("journalEntries as e", function () {
      this.on("e.companyId", "l.companyId").andOn("e.id", "l.journalEntryId");
    })
    .join("companyAccounts as a", function () {
      this.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId");
    })
    .where({ "l.companyId": companyId, "a.accountType": "Fixed Asset", "e.status": "posted" })
    .whereNull("e.reversedByEntryId")
    .whereNull("e.reversesEntryId")
    .whereNotIn("e.entryType", Object.values(FIXED_ASSET_ENTRY_TYPES))
    .where("l.debit", ">", 0)
    .groupBy("e.id", "e.entryNo", "e.entryDate", "l.accountId", "a.accountName")
    .orderBy([
      { column: "e.entryDate", order: "desc" },
      { column: "e.id", order: "desc" },
    ])
    .limit(limit)
    .select("e.id as entryId", "e.entryNo", "e.entryDate", "l.accountId", "a.accountName", db.raw("sum(l.debit) as amount"));
  return rows.map((r: RawRow) => ({
    entryId: r.entryId as number,
    entryNo: r.entryNo as string,
    entryDate: r.entryDate as string,
    accountId: r.accountId as number,
    accountName: r.accountName as string,
    amount: toDecimal(fromDecimal(r.amount as string)),
  }));
}

// ---- Writes ------------------------------------------------------------------------------------

/** The account `id` names in the company when of one of `types`; refused by field otherwise. */
async function accountOfTypes(
  trx: Knex,
  companyId: number,
  id: number | null,
  name: string,
  types: readonly string[],
  messages: { required: string; type: string },
): Promise<{ id: number; accountName: string }> {
  if (id === null) throw field(name, messages.required);
  const account = await trx("companyAccounts").where({ companyId, id }).first("id", "accountName", "accountType", "active");
  if (!account || !types.includes(account.accountType) || !account.active) throw field(name, messages.type);
  return account;
}

/** Check the accounts of an asset's input; returns the asset account's name. */
async function checkAccounts(trx: Knex, companyId: number, input: FixedAssetInput): Promise<string> {
  const asset = await accountOfTypes(trx, companyId, input.accountId, "accountId", ASSET_ACCOUNT_TYPES, {
    required: M.accountRequired,
    type: M.accountType,
  });
  const depreciates = Number(input.depreciationRate) > 0;
  if (depreciates || input.depreciationAccountId !== null) {
    await accountOfTypes(trx, companyId, input.depreciationAccountId, "depreciationAccountId", DEPRECIATION_ACCOUNT_TYPES, {
      required: M.depreciationAccountRequired,
      type: M.depreciationAccountType,
    });
  }
  if (depreciates || input.accumulatedAccountId !== null) {
    await accountOfTypes(trx, companyId, input.accumulatedAccountId, "accumulatedAccountId", ACCUMULATED_ACCOUNT_TYPES, {
      required: M.accumulatedAccountRequired,
      type: M.accumulatedAccountType,
    });
    if (input.accumulatedAccountId === input.accountId) throw field("accumulatedAccountId", M.accumulatedSameAsAsset);
  }
  return asset.accountName;
}

/** The number an asset saved now takes: the one typed when no other asset has it, or the next. */
async function freeAssetNumber(trx: Knex.Transaction, companyId: number, typed: number | null, exceptId = 0): Promise<number> {
  // Numbers are taken one company at a time: the next is read under the lock.
  await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [4253, companyId]);
  const number = typed ?? (await nextAssetNumber(trx, companyId));
  const taken = await trx("fixedAssets").where({ companyId, assetNumber: number }).whereNot({ id: exceptId }).first("id");
  if (taken) throw field("assetNumber", M.assetNumberTaken(number), 409);
  return number;
}

/** The columns New Asset and Edit Asset write from the form. */
function assetColumns(input: FixedAssetInput, purchaseDate: string) {
  return {
    itemName: input.itemName,
    description: input.description,
    assetType: input.assetType,
    accountId: input.accountId!,
    purchaseDate,
    purchasePrice: toDecimal(input.purchasePrice),
    depreciationRate: input.depreciationRate,
    depreciationMethod: input.depreciationMethod,
    depreciationAccountId: input.depreciationAccountId,
    accumulatedAccountId: input.accumulatedAccountId,
    sourceEntryId: input.sourceEntryId,
  };
}

/** A unique-number race lost at commit, as the field's refusal. */
function refuseTakenNumber(error: unknown, number: number): never {
  throwIfRefusal(error);
  if (isUniqueViolation(error) && violatedConstraint(error) === "fixed_assets_number")
    throw field("assetNumber", M.assetNumberTaken(number), 409);
  throw error;
}

/**
 * Save a new asset (pending), or save and register it (`register`). Its number is the one typed,
 * or the next; a number another asset has is refused.
 */
export async function createFixedAsset(
  db: Knex,
  ctx: CompanyContext,
  input: FixedAssetInput,
  options: { register?: boolean } = {},
): Promise<{ asset: FixedAssetView; message: string }> {
  if (!input.purchaseDate) throw field("purchaseDate", M.purchaseDateRequired);
  const purchaseDate = input.purchaseDate;
  let number = 0;
  try {
    const id = await db.transaction(async (trx) => {
      await checkAccounts(trx, ctx.companyId, input);
      number = await freeAssetNumber(trx, ctx.companyId, input.assetNumber);
      const saved = await FixedAsset.query(trx).insert({
        companyId: ctx.companyId,
        ...assetColumns(input, purchaseDate),
        assetNumber: number,
        createdBy: ctx.userId,
      });
      await recordAsset(
        trx,
        ctx,
        "created",
        { id: saved.id, assetNumber: number, itemName: input.itemName },
        { amount: saved.purchasePrice },
      );
      if (options.register) await registerInTransaction(trx, ctx, saved.id);
      return saved.id;
    });
    return { asset: await getFixedAsset(db, ctx.companyId, id), message: options.register ? M.registered(number) : M.saved(number) };
  } catch (error) {
    refuseTakenNumber(error, number);
  }
}

/** An asset's change in the activity log, in the change's transaction. */
function recordAsset(
  trx: Knex.Transaction,
  ctx: CompanyContext,
  activity: ActivityEntry["activity"],
  asset: { id: number; assetNumber: number; itemName: string },
  more: Pick<ActivityEntry, "date" | "amount" | "detail"> = {},
) {
  return recordActivity(trx, ctx, {
    activity,
    recordType: "fixed_asset",
    recordId: asset.id,
    name: `${asset.assetNumber} ${asset.itemName}`,
    link: activity === "deleted" ? null : `company/fixed-assets/${asset.id}`,
    ...more,
  });
}

/** The pending asset locked for a change at `version` (undefined: not checked); refused otherwise. */
async function pendingAtVersion(trx: Knex.Transaction, companyId: number, id: number, version: number | undefined): Promise<FixedAsset> {
  const asset = await lockedAsset(trx, companyId, id);
  if (version !== undefined && version !== asset.version) throw new DomainError(M.stale, 409);
  if (asset.status !== "pending") throw new DomainError(M.onlyPendingChanged, 409);
  return asset;
}

/** Edit a pending asset (nothing is posted for it yet); the version it was opened at must still be current. */
export async function updateFixedAsset(
  db: Knex,
  ctx: CompanyContext,
  id: number,
  input: FixedAssetInput & { version?: number },
): Promise<{ asset: FixedAssetView; message: string }> {
  if (!input.purchaseDate) throw field("purchaseDate", M.purchaseDateRequired);
  const purchaseDate = input.purchaseDate;
  let number = 0;
  try {
    await db.transaction(async (trx) => {
      const asset = await pendingAtVersion(trx, ctx.companyId, id, input.version);
      await checkAccounts(trx, ctx.companyId, input);
      number = await freeAssetNumber(trx, ctx.companyId, input.assetNumber ?? asset.assetNumber, id);
      await FixedAsset.query(trx)
        .modify("ofCompany", ctx.companyId)
        .findById(id)
        .patch({ ...assetColumns(input, purchaseDate), assetNumber: number, version: asset.version + 1, updatedAt: new Date() });
      await recordAsset(trx, ctx, "updated", { id, assetNumber: number, itemName: input.itemName });
    });
    return { asset: await getFixedAsset(db, ctx.companyId, id), message: M.updated(number) };
  } catch (error) {
    refuseTakenNumber(error, number);
  }
}

/** Delete a pending asset (it has no entry and no depreciation); the version must still be current. */
export async function deleteFixedAsset(db: Knex, ctx: CompanyContext, id: number, version?: number): Promise<{ message: string }> {
  const number = await db.transaction(async (trx) => {
    const asset = await pendingAtVersion(trx, ctx.companyId, id, version);
    await FixedAsset.query(trx).modify("ofCompany", ctx.companyId).deleteById(id);
    await recordAsset(trx, ctx, "deleted", asset);
    return asset.assetNumber;
  });
  return { message: M.deleted(number) };
}

/** Register a pending asset (Pending → Registered). */
export async function registerFixedAsset(db: Knex, ctx: CompanyContext, id: number): Promise<{ asset: FixedAssetView; message: string }> {
  const number = await db.transaction((trx) => registerInTransaction(trx, ctx, id));
  return { asset: await getFixedAsset(db, ctx.companyId, id), message: M.registered(number) };
}

/** Lock the asset's row (another save of it waits); a 404 when the company has no such asset. */
async function lockedAsset(trx: Knex.Transaction, companyId: number, id: number): Promise<FixedAsset> {
  const [asset] = await FixedAsset.query(trx).modify("ofCompany", companyId).modify(lockedInIdOrder, [id]);
  if (!asset) throw new DomainError(M.notFound, 404);
  return asset;
}

async function registerInTransaction(trx: Knex.Transaction, ctx: CompanyContext, id: number): Promise<number> {
  const asset = await lockedAsset(trx, ctx.companyId, id);
  if (asset.status !== "pending") throw new DomainError(M.notPending, 409);
  const price = fromDecimal(asset.purchasePrice);
  if (price <= 0) throw field("purchasePrice", M.priceRequired);
  const account = await trx("companyAccounts").where({ companyId: ctx.companyId, id: asset.accountId }).first("accountName");
  let registeredEntryId: number | null = null;
  if (asset.sourceEntryId !== null) {
    // Bought on a bill, cheque or expense: that entry debited the asset account already. What it
    // debited must cover this asset and the others registered on it (under the lock of the entry's
    // assets, so two registrations cannot both take the same amount).
    const entry = await trx("journalEntries").where({ companyId: ctx.companyId, id: asset.sourceEntryId, status: "posted" }).first("id");
    if (!entry) throw field("sourceEntryId", M.sourceNotFound);
    await trx.raw("SELECT pg_advisory_xact_lock(?, ?)", [4254, asset.sourceEntryId]);
    const debited = await trx("journalLines")
      .where({ companyId: ctx.companyId, journalEntryId: asset.sourceEntryId, accountId: asset.accountId })
      .first(trx.raw("coalesce(sum(debit), 0) as amount"));
    const taken = await trx("fixedAssets")
      .where({ companyId: ctx.companyId, sourceEntryId: asset.sourceEntryId, accountId: asset.accountId })
      .whereNot({ id: asset.id })
      .whereNot({ status: "pending" })
      .first(trx.raw("coalesce(sum(purchase_price), 0) as amount"));
    if (fromDecimal(debited?.amount) - fromDecimal(taken?.amount) < price) {
      throw field("sourceEntryId", M.sourceMismatch(account?.accountName ?? "the asset account", formatMoney(price)));
    }
  } else {
    const equity = await openingBalanceEquityAccount(trx, ctx.companyId);
    const memo = `Fixed asset ${asset.assetNumber} ${asset.itemName}`;
    const entry = await postEntry(trx, ctx, {
      entryType: FIXED_ASSET_ENTRY_TYPES.opening,
      entryDate: asset.purchaseDate,
      comments: `Opening balance of ${memo}`,
      sourceType: FIXED_ASSET_SOURCE,
      sourceId: asset.id,
      lines: [
        { accountId: asset.accountId, debit: price, memo },
        { accountId: equity, credit: price, memo },
      ],
    });
    registeredEntryId = entry.id;
  }
  await FixedAsset.query(trx)
    .modify("ofCompany", ctx.companyId)
    .findById(asset.id)
    .patch({ status: "registered", registeredEntryId, registeredAt: new Date(), version: asset.version + 1, updatedAt: new Date() });
  await recordAsset(trx, ctx, "posted", asset, { date: asset.purchaseDate, amount: toDecimal(price), detail: "Registered" });
  return asset.assetNumber;
}

/**
 * Sell or dispose of a registered asset: Dr Deposit To the price, Dr accumulated depreciation what
 * was depreciated, Cr the asset account its cost, and the difference to Gain/Loss on Sale of Fixed
 * Assets. Refused when depreciation is posted for the disposal month or after it (ADR 0064).
 */
export async function disposeFixedAsset(
  db: Knex,
  ctx: CompanyContext,
  id: number,
  input: DisposalInput,
): Promise<{ asset: FixedAssetView; message: string }> {
  if (!input.disposalDate) throw field("disposalDate", M.disposalDateRequired);
  const disposalDate = input.disposalDate;
  const number = await db.transaction(async (trx) => {
    const asset = await lockedAsset(trx, ctx.companyId, id);
    if (input.version !== undefined && input.version !== asset.version) throw new DomainError(M.stale, 409);
    if (asset.status !== "registered") throw new DomainError(M.notRegistered, 409);
    if (disposalDate < asset.purchaseDate) throw field("disposalDate", M.disposalBeforePurchase);
    const later = await FixedAssetDepreciation.query(trx)
      .modify("ofCompany", ctx.companyId)
      .where({ assetId: id })
      .where("periodMonth", ">=", monthOf(disposalDate))
      .orderBy("periodMonth", "desc")
      .first();
    if (later)
      throw field(
        "disposalDate",
        M.disposalAfterDepreciation(MONTH_NAMES[Number(later.periodMonth.slice(5, 7)) - 1] + " " + later.periodMonth.slice(0, 4)),
      );
    const price = input.disposalPrice;
    const deposit =
      price > 0
        ? await accountOfTypes(trx, ctx.companyId, input.disposalAccountId, "disposalAccountId", DISPOSAL_ACCOUNT_TYPES, {
            required: M.disposalAccountRequired,
            type: M.disposalAccountType,
          })
        : null;
    const cost = fromDecimal(asset.purchasePrice);
    const accumulated = fromDecimal(
      (
        await trx("fixedAssetDepreciation")
          .where({ companyId: ctx.companyId, assetId: id })
          .first(trx.raw("coalesce(sum(amount), 0) as total"))
      )?.total,
    );
    const gain = (price + accumulated - cost) as Cents;
    const gainLoss = gain !== 0 ? await fixedAssetGainLossAccount(trx, ctx.companyId) : null;
    const memo = `Fixed asset ${asset.assetNumber} ${asset.itemName} ${price > 0 ? "sold" : "disposed of"}`;
    const lines: PostingLine[] = [];
    if (deposit) lines.push({ accountId: deposit.id, debit: price, memo });
    if (accumulated > 0) lines.push({ accountId: asset.accumulatedAccountId!, debit: accumulated, memo });
    if (gain < 0) lines.push({ accountId: gainLoss!, debit: -gain as Cents, memo });
    lines.push({ accountId: asset.accountId, credit: cost, memo });
    if (gain > 0) lines.push({ accountId: gainLoss!, credit: gain, memo });
    const entryNo = await takeEntryNo(trx, ctx.companyId, FIXED_ASSET_ENTRY_TYPES.disposal);
    const entry = await postEntry(trx, ctx, {
      entryType: FIXED_ASSET_ENTRY_TYPES.disposal,
      entryNo,
      entryDate: disposalDate,
      comments: memo,
      sourceType: FIXED_ASSET_SOURCE,
      sourceId: asset.id,
      lines,
    });
    await FixedAsset.query(trx)
      .modify("ofCompany", ctx.companyId)
      .findById(asset.id)
      .patch({
        status: "disposed",
        disposalDate,
        disposalPrice: toDecimal(price),
        disposalAccountId: deposit?.id ?? null,
        gainLoss: toDecimal(gain),
        disposalEntryId: entry.id,
        version: asset.version + 1,
        updatedAt: new Date(),
      });
    await recordAsset(trx, ctx, "posted", asset, {
      date: disposalDate,
      amount: toDecimal(price),
      detail: price > 0 ? `Sold, ${gain >= 0 ? "gain" : "loss"} ${formatMoney(Math.abs(gain) as Cents)}` : "Disposed of",
    });
    return asset.assetNumber;
  });
  return { asset: await getFixedAsset(db, ctx.companyId, id), message: M.disposed(number) };
}
