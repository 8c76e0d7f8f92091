import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal, sumCents, toDecimal, type Cents } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { postEntry, reverseEntry, takeEntryNo, type PostingLine } from "~/modules/ledger/ledger.server";
import { DomainError, throwIfRefusal } from "~/utils/errors";
import { isUniqueViolation, lockedInIdOrder } from "~/utils/model";
import { DEPRECIATION_SOURCE, FIXED_ASSET_ENTRY_TYPES, FIXED_ASSET_MESSAGES as M, MAX_RUN_MONTHS } from "./constants";
import {
  addMonths,
  depreciationSchedule,
  firstDepreciationMonth,
  lastDayOf,
  monthOf,
  monthsBetween,
  rateUnits,
  type ScheduleAsset,
} from "./depreciation";
import { FixedAsset } from "./fixed-asset.model";
import { fixedAssetStartDate } from "./fixed-assets.server";
import type { DepreciationRunInput } from "./schema";

// The Depreciation run (ADR 0064): over the months of a period, each registered asset's amount for
// every month not yet depreciated (its schedule, depreciation.ts), previewed, then posted as one
// journal entry — Dr each asset's depreciation expense account, Cr its accumulated depreciation
// account — with one fixed_asset_depreciation row per asset and month. A month is never
// depreciated twice: the run locks the assets' rows (a second run waits, then finds the months
// taken and skips them) and the rows' unique key (company, asset, month) refuses what slips past.
// A run that finds nothing left to post is refused and writes nothing.

export interface DepreciationLine {
  assetId: number;
  assetNumber: number;
  itemName: string;
  accountName: string;
  depreciationAccountId: number;
  depreciationAccountName: string;
  accumulatedAccountId: number;
  accumulatedAccountName: string;
  /** The months depreciated (YYYY-MM-01) and each one's amount */
  months: { month: string; amount: string }[];
  /** "1234.50": the amount to be depreciated in the period */
  amount: string;
}

export interface DepreciationPreview {
  /** YYYY-MM-01 */
  fromMonth: string;
  toMonth: string;
  lines: DepreciationLine[];
  total: string;
}

/** The period's months, checked: in order, at most MAX_RUN_MONTHS, not before the start date. */
async function runMonths(db: Knex, companyId: number, input: DepreciationRunInput) {
  if (!input.from) throw new DomainError(M.fromRequired, 400, { from: [M.fromRequired] });
  if (!input.to) throw new DomainError(M.toRequired, 400, { to: [M.toRequired] });
  if (input.from > input.to) throw new DomainError(M.periodOrder, 400, { to: [M.periodOrder] });
  const fromMonth = monthOf(input.from);
  const toMonth = monthOf(input.to);
  if (monthsBetween(fromMonth, toMonth) + 1 > MAX_RUN_MONTHS) throw new DomainError(M.periodTooLong, 400, { to: [M.periodTooLong] });
  const { startDate } = await fixedAssetStartDate(db, companyId);
  if (fromMonth < startDate) {
    const message = M.beforeStartDate(formatUsDate(startDate));
    throw new DomainError(message, 400, { from: [message] });
  }
  return { fromMonth, toMonth, startDate };
}

/** What a run over the period would post now (months already depreciated left out). */
async function computeRun(db: Knex, companyId: number, input: DepreciationRunInput, lock: boolean): Promise<DepreciationPreview> {
  const { fromMonth, toMonth, startDate } = await runMonths(db, companyId, input);
  const candidates = await db("fixedAssets")
    .where({ companyId, status: "registered" })
    .where("depreciationRate", ">", 0)
    .where("purchaseDate", "<=", lastDayOf(toMonth))
    .orderBy("id")
    .pluck("id");
  const query = FixedAsset.query(db).modify("ofCompany", companyId).withGraphFetched("[account, depreciationAccount, accumulatedAccount]");
  // A run locks the assets' rows (in id order); the preview locks nothing.
  if (lock) query.modify(lockedInIdOrder, candidates);
  else query.whereIn("id", candidates);
  const assets = candidates.length ? await query : [];
  const taken = new Set<string>(
    assets.length
      ? (
          await db("fixedAssetDepreciation")
            .where({ companyId })
            .whereIn(
              "assetId",
              assets.map((a) => a.id),
            )
            .whereBetween("periodMonth", [fromMonth, toMonth])
            .select("assetId", "periodMonth")
        ).map((r: { assetId: number; periodMonth: string }) => `${r.assetId}:${r.periodMonth}`)
      : [],
  );
  const lines: DepreciationLine[] = [];
  for (const asset of assets.filter((a) => a.status === "registered")) {
    const schedule: ScheduleAsset = {
      cost: fromDecimal(asset.purchasePrice),
      rate: rateUnits(Number(asset.depreciationRate).toFixed(4)) ?? 0,
      method: asset.depreciationMethod,
      firstMonth: firstDepreciationMonth(asset.purchaseDate, startDate),
    };
    const count = monthsBetween(schedule.firstMonth, toMonth) + 1;
    if (count < 1) continue;
    const amounts = depreciationSchedule(schedule, count);
    const months: { month: string; amount: Cents }[] = [];
    for (let month = fromMonth > schedule.firstMonth ? fromMonth : schedule.firstMonth; month <= toMonth; month = addMonths(month, 1)) {
      const amount = amounts[monthsBetween(schedule.firstMonth, month)];
      if (amount > 0 && !taken.has(`${asset.id}:${month}`)) months.push({ month, amount });
    }
    if (!months.length) continue;
    lines.push({
      assetId: asset.id,
      assetNumber: asset.assetNumber,
      itemName: asset.itemName,
      accountName: asset.account?.accountName ?? "",
      depreciationAccountId: asset.depreciationAccountId!,
      depreciationAccountName: asset.depreciationAccount?.accountName ?? "",
      accumulatedAccountId: asset.accumulatedAccountId!,
      accumulatedAccountName: asset.accumulatedAccount?.accountName ?? "",
      months: months.map((m) => ({ month: m.month, amount: toDecimal(m.amount) })),
      amount: toDecimal(sumCents(months.map((m) => m.amount))),
    });
  }
  lines.sort((a, b) => a.assetNumber - b.assetNumber);
  return { fromMonth, toMonth, lines, total: toDecimal(sumCents(lines.map((l) => fromDecimal(l.amount)))) };
}

/** The Depreciation screen's table: each asset's amount to be depreciated in the period. */
export function previewDepreciation(db: Knex, companyId: number, input: DepreciationRunInput): Promise<DepreciationPreview> {
  return computeRun(db, companyId, input, false);
}

/** Post the period's depreciation as one entry (Update); refused when nothing is left to post. */
export async function runDepreciation(
  db: Knex,
  ctx: CompanyContext,
  input: DepreciationRunInput,
): Promise<{ preview: DepreciationPreview; entryId: number; entryNo: string; message: string }> {
  try {
    return await db.transaction(async (trx) => {
      const preview = await computeRun(trx, ctx.companyId, input, true);
      if (!preview.lines.length) throw new DomainError(M.nothingToDepreciate, 409);
      const period = `${preview.fromMonth.slice(5, 7)}/${preview.fromMonth.slice(0, 4)} – ${preview.toMonth.slice(5, 7)}/${preview.toMonth.slice(0, 4)}`;
      const lines: PostingLine[] = [];
      for (const line of preview.lines) {
        const memo = `Depreciation of fixed asset ${line.assetNumber} ${line.itemName}, ${period}`;
        lines.push({ accountId: line.depreciationAccountId, debit: fromDecimal(line.amount), memo });
      }
      for (const line of preview.lines) {
        const memo = `Depreciation of fixed asset ${line.assetNumber} ${line.itemName}, ${period}`;
        lines.push({ accountId: line.accumulatedAccountId, credit: fromDecimal(line.amount), memo });
      }
      const entryNo = await takeEntryNo(trx, ctx.companyId, FIXED_ASSET_ENTRY_TYPES.depreciation);
      const entry = await postEntry(trx, ctx, {
        entryType: FIXED_ASSET_ENTRY_TYPES.depreciation,
        entryNo,
        entryDate: lastDayOf(preview.toMonth),
        comments: `Depreciation ${period}`,
        sourceType: DEPRECIATION_SOURCE,
        lines,
      });
      await trx("fixedAssetDepreciation").insert(
        preview.lines.flatMap((line) =>
          line.months.map((m) => ({
            companyId: ctx.companyId,
            assetId: line.assetId,
            periodMonth: m.month,
            amount: m.amount,
            journalEntryId: entry.id,
          })),
        ),
      );
      await recordActivity(trx, ctx, {
        activity: "posted",
        recordType: "depreciation",
        recordId: entry.id,
        name: entryNo,
        date: lastDayOf(preview.toMonth),
        amount: preview.total,
        link: `journal-entries/${entry.id}`,
        detail: `${preview.lines.length} asset(s), ${period}`,
      });
      return { preview, entryId: entry.id, entryNo, message: M.depreciated(entryNo, formatMoney(fromDecimal(preview.total))) };
    });
  } catch (error) {
    throwIfRefusal(error);
    // Another run took one of these months between our read and our insert.
    if (isUniqueViolation(error)) throw new DomainError(M.nothingToDepreciate, 409);
    throw error;
  }
}

// ---- Runs and their undo -----------------------------------------------------------------------

export interface DepreciationRun {
  entryId: number;
  entryNo: string;
  /** YYYY-MM-DD: the last day of the period */
  entryDate: string;
  /** YYYY-MM-01 */
  fromMonth: string;
  toMonth: string;
  assets: number;
  /** "1234.50" */
  total: string;
}

/** The company's latest depreciation runs still on the books (an undone run's months are free again), newest first. */
export async function recentDepreciationRuns(db: Knex, companyId: number, limit = 12): Promise<DepreciationRun[]> {
  const rows = await db("fixedAssetDepreciation as d")
    .join("journalEntries as e", function () {
      this.on("e.companyId", "d.companyId").andOn("e.id", "d.journalEntryId");
    })
    .where("d.companyId", companyId)
    .groupBy("e.id", "e.entryNo", "e.entryDate")
    .orderBy([
      { column: "e.entryDate", order: "desc" },
      { column: "e.id", order: "desc" },
    ])
    .limit(limit)
    .select(
      "e.id as entryId",
      "e.entryNo",
      "e.entryDate",
      db.raw(`min(d.period_month) as "fromMonth"`),
      db.raw(`max(d.period_month) as "toMonth"`),
      db.raw(`count(distinct d.asset_id)::int as assets`),
      db.raw("sum(d.amount) as total"),
    );
  return rows.map((r: Record<string, unknown>) => ({
    entryId: r.entryId as number,
    entryNo: r.entryNo as string,
    entryDate: r.entryDate as string,
    fromMonth: r.fromMonth as string,
    toMonth: r.toMonth as string,
    assets: Number(r.assets),
    total: toDecimal(fromDecimal(r.total as string)),
  }));
}

/**
 * Undo a depreciation run: its entry is reversed (a reversing entry posted, the run's entry marked
 * cancelled) and its months freed for another run, in one transaction. Refused when a later run
 * depreciates a later month of one of its assets (undo that one first), or when one of its assets
 * was sold or disposed of since (the disposal took its accumulated depreciation off). The run locks
 * the assets' rows as a run and a disposal do, so an undo and a run never cross.
 */
export async function undoDepreciationRun(
  db: Knex,
  ctx: CompanyContext,
  entryId: number,
): Promise<{ reversalId: number; message: string }> {
  return db.transaction(async (trx) => {
    const entry = await trx("journalEntries")
      .where({ companyId: ctx.companyId, id: entryId, sourceType: DEPRECIATION_SOURCE })
      .first("id", "entryNo", "status");
    if (!entry) throw new DomainError(M.runNotFound, 404);
    const assetIds = (
      await trx("fixedAssetDepreciation").where({ companyId: ctx.companyId, journalEntryId: entryId }).distinct("assetId")
    ).map((r: { assetId: number }) => r.assetId);
    const assets = assetIds.length ? await FixedAsset.query(trx).modify("ofCompany", ctx.companyId).modify(lockedInIdOrder, assetIds) : [];
    // Read again under the locks: another undo of this run may have finished while we waited.
    const months = await trx("fixedAssetDepreciation")
      .where({ companyId: ctx.companyId, journalEntryId: entryId })
      .select("assetId", "periodMonth");
    if (!months.length) throw new DomainError(M.runAlreadyUndone(entry.entryNo), 409);
    const sold = assets.find((a) => a.status !== "registered");
    if (sold) throw new DomainError(M.runAssetDisposed(entry.entryNo, sold.assetNumber), 409);
    const later = await trx("fixedAssetDepreciation as later")
      .join("fixedAssetDepreciation as mine", function () {
        this.on("mine.companyId", "later.companyId").andOn("mine.assetId", "later.assetId");
      })
      .join("journalEntries as e", function () {
        this.on("e.companyId", "later.companyId").andOn("e.id", "later.journalEntryId");
      })
      .where({ "later.companyId": ctx.companyId, "mine.journalEntryId": entryId })
      .whereNot("later.journalEntryId", entryId)
      .whereRaw("later.period_month > mine.period_month")
      .first("e.entryNo");
    if (later) throw new DomainError(M.runNotLast(entry.entryNo, later.entryNo), 409);
    const reversal = await reverseEntry(trx, ctx, entryId, { comments: `Undo of depreciation run ${entry.entryNo}` });
    await trx("fixedAssetDepreciation").where({ companyId: ctx.companyId, journalEntryId: entryId }).delete();
    for (const asset of assets) {
      await FixedAsset.query(trx)
        .modify("ofCompany", ctx.companyId)
        .findById(asset.id)
        .patch({ version: asset.version + 1, updatedAt: new Date() });
    }
    await recordActivity(trx, ctx, {
      activity: "voided",
      recordType: "depreciation",
      recordId: entryId,
      name: entry.entryNo,
      link: `journal-entries/${entryId}`,
    });
    return { reversalId: reversal.id, message: M.runUndone(entry.entryNo) };
  });
}
