import type { Knex } from "knex";
import { toCsv } from "~/lib/csv";
import { fromDecimal, sumCents, toDecimal, type Cents } from "~/lib/money";
import { DEPRECIATION_METHOD_LABELS, type DepreciationMethod } from "~/modules/fixed-assets/constants";
import { monthOf } from "~/modules/fixed-assets/depreciation";

// Fixed Asset Depreciation (Reports › Fixed Assets › Depreciation): for a period, every asset
// registered (or sold) by its end — its cost, the depreciation taken before the period, in it and
// by its end, and its book value at the end (nothing once it is sold or disposed of by then). Read
// from the depreciation rows, which are what the runs posted: the period's column equals what the
// accumulated depreciation accounts were credited by the runs of those months.

export interface FixedAssetDepreciationRow {
  assetId: number;
  assetNumber: number;
  itemName: string;
  accountName: string;
  method: DepreciationMethod;
  rate: string;
  purchaseDate: string;
  cost: Cents;
  before: Cents;
  inPeriod: Cents;
  accumulated: Cents;
  bookValue: Cents;
  disposalDate: string | null;
}

export interface FixedAssetDepreciationReport {
  rows: FixedAssetDepreciationRow[];
  totals: { cost: Cents; before: Cents; inPeriod: Cents; accumulated: Cents; bookValue: Cents };
}

export async function fixedAssetDepreciationReport(
  db: Knex,
  companyId: number,
  query: { from: string; to: string },
): Promise<FixedAssetDepreciationReport> {
  const fromMonth = monthOf(query.from);
  const toMonth = monthOf(query.to);
  const sums = db("fixedAssetDepreciation as d")
    .where("d.companyId", companyId)
    .where("d.periodMonth", "<=", toMonth)
    .groupBy("d.assetId")
    .select(
      "d.assetId",
      db.raw("coalesce(sum(d.amount) FILTER (WHERE d.period_month < ?), 0) as before_period", [fromMonth]),
      db.raw("coalesce(sum(d.amount) FILTER (WHERE d.period_month >= ?), 0) as in_period", [fromMonth]),
    );
  const raw = await db("fixedAssets as a")
    .join("companyAccounts as acc", function () {
      this.on("acc.companyId", "a.companyId").andOn("acc.id", "a.accountId");
    })
    .leftJoin(sums.as("s"), "s.assetId", "a.id")
    .where("a.companyId", companyId)
    .whereIn("a.status", ["registered", "disposed"])
    .where("a.purchaseDate", "<=", query.to)
    .where((q) => q.whereNull("a.disposalDate").orWhere("a.disposalDate", ">=", query.from))
    .orderBy("a.assetNumber")
    .select(
      "a.id",
      "a.assetNumber",
      "a.itemName",
      "acc.accountName",
      "a.depreciationMethod",
      "a.depreciationRate",
      "a.purchaseDate",
      "a.purchasePrice",
      "a.disposalDate",
      db.raw("coalesce(s.before_period, 0) as before_period"),
      db.raw("coalesce(s.in_period, 0) as in_period"),
    );
  const rows = raw.map((r: Record<string, unknown>): FixedAssetDepreciationRow => {
    const cost = fromDecimal(r.purchasePrice as string);
    const before = fromDecimal(r.beforePeriod as string);
    const inPeriod = fromDecimal(r.inPeriod as string);
    const accumulated = (before + inPeriod) as Cents;
    const disposalDate = (r.disposalDate as string | null) ?? null;
    const gone = disposalDate !== null && disposalDate <= query.to;
    return {
      assetId: r.id as number,
      assetNumber: r.assetNumber as number,
      itemName: r.itemName as string,
      accountName: r.accountName as string,
      method: r.depreciationMethod as DepreciationMethod,
      rate: String(Number(r.depreciationRate)),
      purchaseDate: r.purchaseDate as string,
      cost,
      before,
      inPeriod,
      accumulated,
      bookValue: (gone ? 0 : cost - accumulated) as Cents,
      disposalDate,
    };
  });
  const total = (pick: (r: FixedAssetDepreciationRow) => Cents) => sumCents(rows.map(pick));
  return {
    rows,
    totals: {
      cost: total((r) => r.cost),
      before: total((r) => r.before),
      inPeriod: total((r) => r.inPeriod),
      accumulated: total((r) => r.accumulated),
      bookValue: total((r) => r.bookValue),
    },
  };
}

/** The report as CSV (and, through the registry, its PDF): one row per asset, then the totals. */
export function fixedAssetDepreciationCsv(report: FixedAssetDepreciationReport): string {
  const rows: (string | number)[][] = [
    [
      "Asset Number",
      "Item",
      "Account",
      "Method",
      "Rate %",
      "Cost",
      "Depreciation Before",
      "Depreciation In Period",
      "Accumulated Depreciation",
      "Book value",
    ],
  ];
  for (const r of report.rows) {
    rows.push([
      r.assetNumber,
      r.itemName,
      r.accountName,
      DEPRECIATION_METHOD_LABELS[r.method],
      r.rate,
      toDecimal(r.cost),
      toDecimal(r.before),
      toDecimal(r.inPeriod),
      toDecimal(r.accumulated),
      toDecimal(r.bookValue),
    ]);
  }
  const t = report.totals;
  rows.push([
    "Total",
    "",
    "",
    "",
    "",
    toDecimal(t.cost),
    toDecimal(t.before),
    toDecimal(t.inPeriod),
    toDecimal(t.accumulated),
    toDecimal(t.bookValue),
  ]);
  return toCsv(rows);
}
