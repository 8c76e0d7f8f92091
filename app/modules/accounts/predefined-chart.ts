import type { AccountType } from "~/modules/ledger/account-types";

// The predefined chart of accounts: 65 accounts of a US small business, loaded by the
// Account List's "Load Chart of Accounts" and by `ledgerline accounts load-chart`. Number ranges:
// assets 1000–1602, liabilities 2000–2203, equity 3000–3005, income 4000–4102, expenses
// 5000–5102, cost of goods sold 6000–6003. Opening Balance Equity is the ledger's own account
// (OPENING_BALANCE_EQUITY in ./system-accounts.server): same number, name and type.

export interface PredefinedAccount {
  accountType: AccountType;
  accountNumber: string;
  accountName: string;
  comments: string;
}

const account = (accountNumber: string, accountName: string, accountType: AccountType, comments: string): PredefinedAccount => ({
  accountType,
  accountNumber,
  accountName,
  comments,
});

export const PREDEFINED_CHART: readonly PredefinedAccount[] = [
  // Assets 1000–1602
  account("1000", "Checking", "Bank", "The main business checking account"),
  account("1010", "Savings", "Bank", "Business savings account"),
  account("1020", "Petty Cash", "Cash", "Cash kept on hand for small purchases"),
  account("1100", "Accounts Receivable", "Other current Asset", "Amounts customers owe for invoices"),
  account("1110", "Undeposited Funds", "Other current Asset", "Payments received but not yet deposited in the bank"),
  account("1200", "Inventory Asset", "Inventory Asset", "Value of the goods held for sale"),
  account("1300", "Prepaid Expenses", "Other current Asset", "Expenses paid in advance (insurance, rent)"),
  account("1310", "Employee Advances", "Other current Asset", "Money advanced to employees, to be repaid"),
  account("1400", "Furniture and Equipment", "Fixed Asset", "Office furniture and equipment at cost"),
  account("1410", "Vehicles", "Fixed Asset", "Business vehicles at cost"),
  account("1420", "Computer Equipment", "Fixed Asset", "Computers and other hardware at cost"),
  account("1500", "Accumulated Depreciation", "Fixed Asset", "Depreciation taken to date on the fixed assets (a credit balance)"),
  account("1600", "Security Deposits", "Other Assets", "Deposits paid to landlords and utilities"),
  account("1601", "Organization Costs", "Other Assets", "Costs of forming the business"),
  account("1602", "Accumulated Amortization", "Other Assets", "Amortization taken to date on organization costs (a credit balance)"),

  // Liabilities 2000–2203
  account("2000", "Accounts Payable", "Current Liability", "Amounts owed to vendors for bills"),
  account("2010", "Credit Card", "Credit Card", "Business credit card balance"),
  account("2020", "Sales Tax Payable", "Current Liability", "Sales tax collected and owed to the state"),
  account("2030", "Accrued Liabilities", "Current Liability", "Expenses incurred but not yet billed"),
  account("2040", "Customer Deposits", "Current Liability", "Advance payments received from customers"),
  account("2100", "Payroll Liabilities", "Payroll Liability", "Wages and payroll amounts owed"),
  account("2110", "Federal Withholding Payable", "Payroll Liability", "Federal income tax withheld from employees"),
  account("2120", "State Withholding Payable", "Payroll Liability", "State income tax withheld from employees"),
  account("2130", "Social Security and Medicare Payable", "Payroll Liability", "FICA withheld and the employer's share"),
  account("2140", "Unemployment Taxes Payable", "Payroll Liability", "Federal and state unemployment taxes owed"),
  account("2200", "Bank Loan", "Long Term Liability", "Business loan from a bank"),
  account("2201", "Vehicle Loan", "Long Term Liability", "Loan secured on business vehicles"),
  account("2202", "Equipment Loan", "Long Term Liability", "Loan or financing for equipment"),
  account("2203", "Loan from Owner", "Long Term Liability", "Money the owner lent to the business"),

  // Equity 3000–3005
  account("3000", "Opening Balance Equity", "Equity", "Balancing account for opening balances"),
  account("3001", "Owner's Equity", "Equity", "The owner's stake in the business"),
  account("3002", "Owner's Investment", "Equity", "Money and assets the owner put into the business"),
  account("3003", "Owner's Draw", "Equity", "Money the owner took out of the business"),
  account("3004", "Retained Earnings", "Equity", "Profits of earlier years kept in the business"),
  account("3005", "Common Stock", "Equity", "Par value of shares issued (corporations)"),

  // Income 4000–4102
  account("4000", "Sales", "Income", "Income from selling products"),
  account("4010", "Service Income", "Income", "Income from services"),
  account("4020", "Shipping and Delivery Income", "Income", "Shipping charged to customers"),
  account("4030", "Sales Discounts", "Income", "Discounts given to customers (reduces income)"),
  account("4040", "Sales Returns and Allowances", "Income", "Refunds and credits given to customers (reduces income)"),
  account("4100", "Interest Income", "Other Income", "Interest earned on bank accounts and loans"),
  account("4101", "Other Income", "Other Income", "Income outside the normal course of business"),
  account("4102", "Finance Charge Income", "Other Income", "Late charges billed to customers"),

  // Expenses 5000–5102
  account("5000", "Advertising and Marketing", "Expense", "Advertising, promotion and marketing"),
  account("5005", "Automobile Expense", "Expense", "Fuel, parking and upkeep of business vehicles"),
  account("5010", "Bank Service Charges", "Expense", "Bank account and transaction fees"),
  account("5015", "Dues and Subscriptions", "Expense", "Memberships, subscriptions and software"),
  account("5020", "Insurance Expense", "Expense", "Business, liability and property insurance"),
  account("5025", "Meals and Entertainment", "Expense", "Business meals and entertainment"),
  account("5030", "Office Supplies", "Expense", "Stationery and office consumables"),
  account("5035", "Payroll Expenses", "Expense", "Wages, salaries and the employer's payroll taxes"),
  account("5040", "Taxes and Licenses", "Expense", "Business licenses, permits and non-income taxes"),
  account("5045", "Professional Fees", "Expense", "Accounting, legal and consulting fees"),
  account("5050", "Rent Expense", "Expense", "Rent of offices, stores and warehouses"),
  account("5055", "Repairs and Maintenance", "Expense", "Repairs of equipment and premises"),
  account("5060", "Telephone Expense", "Expense", "Telephone, mobile and internet service"),
  account("5065", "Travel Expense", "Expense", "Business travel: transport and lodging"),
  account("5070", "Utilities", "Expense", "Electricity, gas, water and waste"),
  account("5075", "Depreciation Expense", "Expense", "Depreciation of fixed assets for the period"),
  account("5100", "Interest Expense", "Other Expense", "Interest paid on loans and credit cards"),
  account("5102", "Miscellaneous Expense", "Other Expense", "Small expenses that fit no other account"),

  // Cost of goods sold 6000–6003
  account("6000", "Cost of Goods Sold", "Cost of Goods Sold", "Cost of the products sold"),
  account("6001", "Cost of Labor", "Cost of Goods Sold", "Labor spent making products or delivering services"),
  account("6002", "Materials and Supplies", "Cost of Goods Sold", "Materials used in products sold"),
  account("6003", "Freight and Shipping Costs", "Cost of Goods Sold", "Freight paid on goods bought for resale"),
];

export const PREDEFINED_ACCOUNT_COUNT = PREDEFINED_CHART.length;

/** The predefined accounts' numbers: the chart counts as loaded when any of them is in use. */
export const PREDEFINED_NUMBERS: readonly string[] = PREDEFINED_CHART.map((a) => a.accountNumber);

/** The predefined numbers' ranges by kind of account, for checks and the CLI. */
export const PREDEFINED_RANGES = {
  assets: ["1000", "1602"],
  liabilities: ["2000", "2203"],
  equity: ["3000", "3005"],
  income: ["4000", "4102"],
  expenses: ["5000", "5102"],
  costOfGoodsSold: ["6000", "6003"],
} as const;
