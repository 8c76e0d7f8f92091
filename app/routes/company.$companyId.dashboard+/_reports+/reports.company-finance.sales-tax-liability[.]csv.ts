import { REPORT_CSV } from "./__report-csv.server";

// Sales Tax Liability › Export to CSV: the rates' taxable sales and tax, then the liability accounts.

export const loader = REPORT_CSV["company-finance/sales-tax-liability"];
