import { budgetCsvLoader, readBudgetOverview, readBudgetVsActuals } from "./__budget-reports.server";
import { generalLedgerCsvLoader } from "./__general-ledger.server";
import { asOfCsvLoader, bankingCsvLoader, periodCsvLoader, reorderOnly, tradeCsvLoader } from "./__report-request.server";
import { type LoaderFunctionArgs } from "@remix-run/node";
import { trialBalance } from "~/modules/ledger/ledger.server";
import { apAgingSummary, apDetail } from "~/modules/reports/ap-aging.server";
import { arAgingSummary, arDetail } from "~/modules/reports/ar-aging.server";
import {
  checkDetail,
  checkDetailCsv,
  depositDetail,
  depositDetailCsv,
  missingChecks,
  missingChecksCsv,
} from "~/modules/reports/banking-reports.server";
import {
  apAgingDetailCsv,
  apAgingSummaryCsv,
  arAgingDetailCsv,
  arAgingSummaryCsv,
  openInvoicesCsv,
  trialBalanceCsv,
  unpaidBillsDetailCsv,
} from "~/modules/reports/csv.server";
import { customerTransactionHistory } from "~/modules/reports/customer-activity.server";
import { fixedAssetDepreciationCsv, fixedAssetDepreciationReport } from "~/modules/reports/fixed-asset-depreciation.server";
import { itemMovementsCsv, stockStatusCsv, valuationSummaryCsv } from "~/modules/reports/inventory-csv.server";
import { inventoryValuationSummary, stockStatus } from "~/modules/reports/inventory-reports.server";
import { transactionHistoryCsv } from "~/modules/reports/party-activity-csv.server";
import { PURCHASE_SIDE } from "~/modules/reports/purchase-reports.server";
import { incomeByCustomerCsv, salesTaxLiabilityCsv } from "~/modules/reports/receivables-csv.server";
import { parsePeriodBasisQuery } from "~/modules/reports/schema";
import {
  reconciliationDiscrepancy,
  reconciliationDiscrepancyCsv,
  reconciliationsReport,
  reconciliationsReportCsv,
} from "~/modules/reports/reconciliation-reports.server";
import { incomeByCustomer, SALES_SIDE, salesTaxLiability } from "~/modules/reports/sales-reports.server";
import { vendorTransactionHistory } from "~/modules/reports/vendor-activity.server";
import { automaticTransactions, automaticTransactionsCsv } from "~/modules/recurring/recurring.server";

// Every table report's Export to CSV loader, by the report's address under reports/: its `….csv`
// route answers with it, and its `….pdf` route prints what it answers (csvAsPdfLoader), so the two
// exports of a report can never disagree.

type CsvLoader = (args: LoaderFunctionArgs) => Promise<Response>;

export const REPORT_CSV = {
  "banking/check-detail": bankingCsvLoader("check-detail", async (db, companyId, filters) =>
    checkDetailCsv(await checkDetail(db, companyId, filters)),
  ),
  "banking/deposit-detail": bankingCsvLoader("deposit-detail", async (db, companyId, filters) =>
    depositDetailCsv(await depositDetail(db, companyId, filters)),
  ),
  "banking/missing-checks": bankingCsvLoader("missing-checks", async (db, companyId, filters) =>
    missingChecksCsv(await missingChecks(db, companyId, filters)),
  ),
  "banking/reconciliation-discrepancy": bankingCsvLoader("reconciliation-discrepancy", async (db, companyId, filters) =>
    reconciliationDiscrepancyCsv(await reconciliationDiscrepancy(db, companyId, filters)),
  ),
  "budget/overview": budgetCsvLoader("budget-overview", readBudgetOverview),
  "budget/vs-actuals": budgetCsvLoader("budget-vs-actuals", readBudgetVsActuals),
  "company-finance/automatic-transactions": periodCsvLoader("automatic-transactions", async (db, companyId, query) =>
    automaticTransactionsCsv(await automaticTransactions(db, companyId, query)),
  ),
  "company-finance/general-ledger": generalLedgerCsvLoader("general-ledger"),
  "company-finance/income-by-customer": periodCsvLoader(
    "income-by-customer",
    async (db, companyId, query) => incomeByCustomerCsv(await incomeByCustomer(db, companyId, query, query.basis)),
    parsePeriodBasisQuery,
  ),
  "company-finance/reconciliation": bankingCsvLoader("reconciliation", async (db, companyId, filters) =>
    reconciliationsReportCsv(await reconciliationsReport(db, companyId, filters)),
  ),
  "company-finance/sales-tax-liability": periodCsvLoader("sales-tax-liability", async (db, companyId, query) =>
    salesTaxLiabilityCsv(await salesTaxLiability(db, companyId, query)),
  ),
  "company-finance/transaction-detail": generalLedgerCsvLoader("transaction-detail", true),
  "company-finance/trial-balance": asOfCsvLoader("trial-balance", async (db, companyId, asOf) =>
    trialBalanceCsv(await trialBalance(db, companyId, asOf)),
  ),
  "customers-receivable/ar-aging-detail": asOfCsvLoader("ar-aging-detail", async (db, companyId, asOf) =>
    arAgingDetailCsv(await arDetail(db, companyId, asOf, "bucket")),
  ),
  "customers-receivable/ar-aging-summary": asOfCsvLoader("ar-aging-summary", async (db, companyId, asOf) =>
    arAgingSummaryCsv(await arAgingSummary(db, companyId, asOf)),
  ),
  "customers-receivable/customer-transaction-history": periodCsvLoader("customer-transaction-history", async (db, companyId, query) =>
    transactionHistoryCsv(await customerTransactionHistory(db, companyId, query, { partyId: query.customerId }), "Customer", "No customer"),
  ),
  "customers-receivable/open-invoices": asOfCsvLoader("open-invoices", async (db, companyId, asOf) =>
    openInvoicesCsv(await arDetail(db, companyId, asOf, "customer", { invoicesOnly: true })),
  ),
  "fixed-asset/depreciation": periodCsvLoader("depreciation", async (db, companyId, query) =>
    fixedAssetDepreciationCsv(await fixedAssetDepreciationReport(db, companyId, query)),
  ),
  "inventory/inventory-details": periodCsvLoader("inventory-details", (db, companyId, query) =>
    itemMovementsCsv(db, companyId, query, typeof query.group === "number" ? query.group : null),
  ),
  "inventory/inventory-stock-status-by-item": (args: LoaderFunctionArgs) =>
    asOfCsvLoader("inventory-stock-status-by-item", async (db, companyId, asOf) =>
      stockStatusCsv(await stockStatus(db, companyId, asOf, { reorderOnly: reorderOnly(args.request) })),
    )(args),
  "inventory/inventory-valuation-details": periodCsvLoader("inventory-valuation-details", (db, companyId, query) =>
    itemMovementsCsv(db, companyId, query, typeof query.group === "number" ? query.group : null),
  ),
  "inventory/inventory-valuation-summary": asOfCsvLoader("inventory-valuation-summary", async (db, companyId, asOf) =>
    valuationSummaryCsv(await inventoryValuationSummary(db, companyId, asOf)),
  ),
  "purchase/by-item-detail": tradeCsvLoader("by-item-detail", PURCHASE_SIDE, "item", true),
  "purchase/by-item-summary": tradeCsvLoader("by-item-summary", PURCHASE_SIDE, "item", false),
  "purchase/by-vendor-detail": tradeCsvLoader("by-vendor-detail", PURCHASE_SIDE, "vendor", true),
  "purchase/by-vendor-summary": tradeCsvLoader("by-vendor-summary", PURCHASE_SIDE, "vendor", false),
  "sales/customer-detail": tradeCsvLoader("customer-detail", SALES_SIDE, "customer", true),
  "sales/customer-summary": tradeCsvLoader("customer-summary", SALES_SIDE, "customer", false),
  "sales/item-detail": tradeCsvLoader("item-detail", SALES_SIDE, "item", true),
  "sales/item-summary": tradeCsvLoader("item-summary", SALES_SIDE, "item", false),
  "sales/sales-person-summary": tradeCsvLoader("sales-person-summary", SALES_SIDE, "sales-person", false),
  "vendors-payables/ap-aging-detail": asOfCsvLoader("ap-aging-detail", async (db, companyId, asOf) =>
    apAgingDetailCsv(await apDetail(db, companyId, asOf, "bucket")),
  ),
  "vendors-payables/ap-aging-summary": asOfCsvLoader("ap-aging-summary", async (db, companyId, asOf) =>
    apAgingSummaryCsv(await apAgingSummary(db, companyId, asOf)),
  ),
  "vendors-payables/unpaid-bills-detail": asOfCsvLoader("unpaid-bills-detail", async (db, companyId, asOf) =>
    unpaidBillsDetailCsv(await apDetail(db, companyId, asOf, "vendor")),
  ),
  "vendors-payables/vendor-transaction-history": periodCsvLoader("vendor-transaction-history", async (db, companyId, query) =>
    transactionHistoryCsv(await vendorTransactionHistory(db, companyId, query, { partyId: query.vendorId }), "Vendor", "No vendor"),
  ),
} satisfies Record<string, CsvLoader>;
