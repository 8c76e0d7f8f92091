import { toDecimal } from "~/lib/money";
import { trialBalance } from "~/modules/ledger/ledger.server";
import { asOfReportLoader } from "./__report-api.server";

// GET /api/reports/trial-balance?companyId&asOf → { asOf, rows: [{ accountId, accountNumber,
// accountName, accountType, debit, credit }], totals: { debit, credit } }, amounts as "1234.50".
// asOf defaults to today in the company's time zone.

export const loader = asOfReportLoader(
  {
    summary:
      "Trial balance as of a date: { asOf, rows: [{ accountId, accountNumber, accountName, accountType, debit, credit }], totals: { debit, credit } }",
    found: "Trial balance",
  },
  async (db, companyId, asOf) => {
    const report = await trialBalance(db, companyId, asOf);
    return {
      asOf: report.asOf,
      rows: report.rows.map((r) => ({ ...r, debit: toDecimal(r.debit), credit: toDecimal(r.credit) })),
      totals: { debit: toDecimal(report.totals.debit), credit: toDecimal(report.totals.credit) },
    };
  },
);
