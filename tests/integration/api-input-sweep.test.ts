// The bad-input sweep (issue 11): every POST, PUT and PATCH operation that /api/openapi.json
// lists is called with malformed JSON, a JSON array, wrong types, NUL and lone surrogates, 1 MB
// strings, ±1e308, "NaN", "Infinity" and missing fields. Each answer must be a 4xx JSON `{ error }`
// (never a 500), and no row of the database may change. The operations come from the document
// itself, and the document is derived from the API's route files (api-document.test.ts fails when a
// file is missing from it), so an endpoint added later is swept the day it is added: the print
// daemon's and the system's included.
import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as companies from "../../app/routes/api+/company._index";
import * as accountCreate from "../../app/routes/api+/company-account.create";
import * as entries from "../../app/routes/api+/journal-entry.company.$companyId._index";
import * as vendors from "../../app/routes/api+/vendor.vendors._index";
import * as customers from "../../app/routes/api+/customer.customers._index";
import * as consultantsOfCompany from "../../app/routes/api+/consultant.consultants.company.$companyId";
import * as consultantById from "../../app/routes/api+/consultant.consultants.$id";
import * as serviceItems from "../../app/routes/api+/vendor.service-items._index";
import * as vendorBills from "../../app/routes/api+/vendor.$vendorId.bills";
import * as payBill from "../../app/routes/api+/vendor.pay-bill._index";
import * as warehouseCreate from "../../app/routes/api+/warehouses._index";
import * as stockAdjustments from "../../app/routes/api+/inventory.companies.$id.stock-adjustments";
import * as inventoryItems from "../../app/routes/api+/inventory.items._index";
import * as salesPersons from "../../app/routes/api+/company.$companyId.sales-persons";
import * as budgets from "../../app/routes/api+/company.$companyId.budgets";
import * as confirmCheck from "../../app/routes/api+/vendor.pay-bill.confirm-check";
import * as daemonCheckIn from "../../app/routes/api+/print-daemon.check-in";
import * as salesTaxRates from "../../app/routes/api+/company.$companyId.sales-tax-rates";
import * as currencies from "../../app/routes/api+/company.$companyId.currencies._index";
import * as currencyRates from "../../app/routes/api+/company.$companyId.currencies.$currencyId.rates._index";
import * as prepayments from "../../app/routes/api+/customer.prepayments";
import * as transfers from "../../app/routes/api+/banking.transfers._index";
import * as deposits from "../../app/routes/api+/banking.deposits._index";
import * as reconciliations from "../../app/routes/api+/banking.reconciliations._index";
import * as statementImports from "../../app/routes/api+/banking.accounts.$accountId.statement-imports";
import * as bankRules from "../../app/routes/api+/banking.rules._index";
import * as fixedAssets from "../../app/routes/api+/fixed-assets._index";
import * as recurringSchedules from "../../app/routes/api+/recurring.company.$companyId._index";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import { documentSampleBodies } from "../../app/modules/document-catalog/catalog";
import { call, startTestApp, type TestApp } from "../support/app";
import { signUpToken } from "../support/api-client";
import { companyFields } from "../support/company-fields";
import { CHECKING } from "../support/accounts";
import { databaseHash as hashRows } from "../support/database-hash";

type Json = any;
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  const?: unknown;
  required?: string[];
};

const ROUTES_DIR = fileURLToPath(new URL("../../app/routes/", import.meta.url));

let app: TestApp;
let token: string;
// The document as the app serves it (it needs no database): one test per operation below.
const doc: Json = await (await call(openapi.loader, "/api/openapi.json")).json();
const WRITES = Object.entries<Json>(doc.paths).flatMap(([path, ops]) =>
  Object.entries<Json>(ops)
    .filter(([method]) => ["post", "put", "patch"].includes(method))
    .map(([method, op]) => ({ key: `${method} ${path}`, method, path, op })),
);
const ids: Record<string, number> = {};

// The login operation is called with a user of its own: its failures count towards that
// address's throttle, never the sweeping user's.
const LOGIN_EMAIL = "sweep-login@example.com";

beforeAll(async () => {
  app = await startTestApp();
  token = await signUpToken("sweeper@example.com");
  await signUpToken(LOGIN_EMAIL);
  // The seeded company: accounts, a vendor, a draft and a posted entry, so every path parameter names a real row.
  // IT consulting (industry 18), so that the consultants' operations are there to sweep.
  const company = await hit(companies.action, "/api/company", { method: "POST", body: companyFields({ industryId: 18 }) });
  expect(company.status).toBe(201);
  ids.company = company.body.data.id;
  const account = async (fields: Record<string, unknown>) => {
    const { status, body } = await hit(accountCreate.action, "/api/company-account/create", {
      method: "POST",
      body: { companyId: ids.company, ...fields },
    });
    expect(status).toBe(201);
    return body.account.id as number;
  };
  ids.rent = await account({ accountType: "Expense", accountNumber: "5100", accountName: "Rent" });
  ids.bank = await account({
    ...CHECKING,
    openingBalance: "1000.00",
    asOf: "01/01/2025",
  });
  const entry = async (status: "draft" | "posted") => {
    const { status: code, body } = await hit(entries.action, `/api/journal-entry/company/${ids.company}?type=JE`, {
      method: "POST",
      params: { companyId: ids.company },
      body: { entryDate: "2025-02-01", comments: "Rent", status, entries: lines() },
    });
    expect(code).toBe(201);
    return body.journalEntry.id as number;
  };
  ids.draft = await entry("draft");
  ids.posted = await entry("posted");
  const vendor = await hit(vendors.action, "/api/vendor/vendors", { method: "POST", body: vendorBody("SWEEP-1") });
  expect(vendor.status).toBe(201);
  ids.vendor = (vendor.body.vendor ?? vendor.body.data).id;
  // A second vendor, for a merge (its base body merges the first into it).
  const vendor2 = await hit(vendors.action, "/api/vendor/vendors", { method: "POST", body: vendorBody("SWEEP-MERGE") });
  expect(vendor2.status).toBe(201);
  ids.vendor2 = (vendor2.body.vendor ?? vendor2.body.data).id;
  const customer = await hit(customers.action, "/api/customer/customers", { method: "POST", body: customerBody("SWEEP-C1") });
  expect(customer.status).toBe(201);
  ids.customer = customer.body.customer.id;
  const consultant = await hit(consultantsOfCompany.action, `/api/consultant/consultants/company/${ids.company}`, {
    method: "POST",
    params: { companyId: ids.company },
    body: { consultantName: "Sweep Consultant", billRate: "120.00", payRate: "80.00" },
  });
  expect(consultant.status).toBe(201);
  ids.consultant = consultant.body.consultant.id;
  const item = await hit(serviceItems.action, "/api/vendor/service-items", {
    method: "POST",
    body: { companyId: ids.company, serviceName: "Sweep Service", purchasePrice: "30.00", expenseAccountId: ids.rent },
  });
  expect(item.status).toBe(201);
  ids.item = item.body.item.id;
  // An inventory item with opening stock, and the accounts it needs.
  ids.stock = await account({ accountType: "Inventory Asset", accountNumber: "1300", accountName: "Stock" });
  ids.cogs = await account({ accountType: "Cost of Goods Sold", accountNumber: "6000", accountName: "Cost of Goods" });
  const inventoryItem = await hit(inventoryItems.action, "/api/inventory/items", {
    method: "POST",
    body: {
      companyId: ids.company,
      name: "Sweep Widget",
      sellProduct: false,
      standardCost: "5.00",
      assetsAccount: ids.stock,
      costOfGoodsSold: ids.cogs,
      onHandQuantity: "2",
    },
  });
  expect(inventoryItem.status, JSON.stringify(inventoryItem.body)).toBe(201);
  ids.inventoryItem = inventoryItem.body.item.id;
  // The purchase documents: a card to charge and an item to buy.
  ids.card = await account({ accountType: "Credit Card", accountNumber: "2100", accountName: "Card" });
  const [productItem] = await app
    .db("items")
    .insert({
      companyId: ids.company,
      itemType: "product",
      name: "Sweep Stock",
      buys: true,
      purchasePrice: "1.00",
      expenseAccountId: ids.rent,
    })
    .returning("id");
  ids.productItem = productItem.id;
  // The sales documents: an income account and an item to sell.
  ids.income = await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  const [soldItem] = await app
    .db("items")
    .insert({
      companyId: ids.company,
      itemType: "service",
      name: "Sweep Hour",
      sells: true,
      salesPrice: "1.00",
      incomeAccountId: ids.income,
    })
    .returning("id");
  ids.soldItem = soldItem.id;
  // An inventory assembly (no components: a build of it would be refused anyway), for the build API.
  ids.stockAsset = ids.stock;
  const [assembly] = await app
    .db("items")
    .insert({ companyId: ids.company, itemType: "assembly", name: "Sweep Kit", assetAccountId: ids.stockAsset })
    .returning("id");
  ids.assembly = assembly.id;
  // An open bill of the vendor, for Pay Bill.
  const bill = await hit(vendorBills.action, `/api/vendor/${ids.vendor}/bills`, {
    method: "POST",
    params: { vendorId: ids.vendor },
    body: { accountRecords: [{ accountId: ids.rent, amount: "50.00" }] },
  });
  expect(bill.status).toBe(201);
  ids.bill = bill.body.bill.id;
  // A cheque payment of another bill of the vendor, for Write Check.
  const chequeBill = await hit(vendorBills.action, `/api/vendor/${ids.vendor}/bills`, {
    method: "POST",
    params: { vendorId: ids.vendor },
    body: { accountRecords: [{ accountId: ids.rent, amount: "5.00" }] },
  });
  expect(chequeBill.status).toBe(201);
  const cheque = await hit(payBill.action, "/api/vendor/pay-bill", {
    method: "POST",
    body: {
      companyId: ids.company,
      vendorId: ids.vendor,
      payFromAccountId: ids.bank,
      paymentMethod: "Cheque",
      bills: [{ billId: chequeBill.body.bill.id, amount: "5.00" }],
    },
  });
  expect(cheque.status).toBe(201);
  ids.chequePayment = cheque.body.payment.id;
  // Printing: a check written for a third bill's cheque payment, a print daemon (of the sweeper's
  // token) with a printer, and a job it holds, for the daemon's report.
  const printBill = await hit(vendorBills.action, `/api/vendor/${ids.vendor}/bills`, {
    method: "POST",
    params: { vendorId: ids.vendor },
    body: { accountRecords: [{ accountId: ids.rent, amount: "7.00" }] },
  });
  expect(printBill.status).toBe(201);
  const printPayment = await hit(payBill.action, "/api/vendor/pay-bill", {
    method: "POST",
    body: {
      companyId: ids.company,
      vendorId: ids.vendor,
      payFromAccountId: ids.bank,
      paymentMethod: "Cheque",
      bills: [{ billId: printBill.body.bill.id, amount: "7.00" }],
    },
  });
  expect(printPayment.status).toBe(201);
  ids.printablePayment = printPayment.body.payment.id;
  const written = await hit(confirmCheck.action, "/api/vendor/pay-bill/confirm-check", {
    method: "POST",
    body: { companyId: ids.company, vendorId: ids.vendor, bankAccountId: ids.bank, memo: "m", bills: [{ billId: ids.printablePayment }] },
  });
  expect(written.status, JSON.stringify(written.body)).toBe(200);
  const daemon = await hit(daemonCheckIn.action, "/api/print-daemon/check-in", {
    method: "POST",
    body: { name: "Sweep Daemon", platform: "linux", printers: [{ name: "Sweep Printer", isDefault: true }] },
  });
  expect(daemon.status, JSON.stringify(daemon.body)).toBe(200);
  const [job] = await app
    .db("print_jobs")
    .insert({
      companyId: ids.company,
      paymentId: ids.printablePayment,
      printer: "Sweep Printer",
      state: "sent",
      attempts: 1,
      claimedBy: daemon.body.daemon.id,
      claimedAt: new Date(),
    })
    .returning("id");
  ids.job = job.id;
  // Inventory: a warehouse, an inventory item and a stock adjustment of it.
  const warehouse = await hit(warehouseCreate.action, "/api/warehouses", {
    method: "POST",
    body: { companyId: ids.company, name: "Sweep WH" },
  });
  expect(warehouse.status).toBe(201);
  ids.warehouse = warehouse.body.data.id;
  ids.stockedItem = ids.inventoryItem;
  const adjustment = await hit(stockAdjustments.action, `/api/inventory/companies/${ids.company}/stock-adjustments`, {
    method: "POST",
    params: { id: ids.company },
    body: adjustmentBody(),
  });
  expect(adjustment.status).toBe(201);
  ids.adjustment = adjustment.body.data.id;
  const salesPerson = await hit(salesPersons.action, `/api/company/${ids.company}/sales-persons`, {
    method: "POST",
    params: { companyId: ids.company },
    body: { salesPersonName: "Sweep Rep", email: "rep@sweep.test", phone: "555 0100" },
  });
  expect(salesPerson.status).toBe(201);
  ids.salesPerson = salesPerson.body.salesPerson.id;
  const budget = await hit(budgets.action, `/api/company/${ids.company}/budgets`, {
    method: "POST",
    params: { companyId: ids.company },
    body: { budgetName: "Sweep Budget", fiscalYear: 2026 },
  });
  expect(budget.status).toBe(201);
  ids.budget = budget.body.budget.id;
  // Receivables: a sales tax rate, and a prepayment of the customer (a credit to refund).
  const taxRate = await hit(salesTaxRates.action, `/api/company/${ids.company}/sales-tax-rates`, {
    method: "POST",
    params: { companyId: ids.company },
    body: { name: "Sweep Tax", rate: "8.25", agency: "Sweep State" },
  });
  expect(taxRate.status, JSON.stringify(taxRate.body)).toBe(201);
  ids.taxRate = taxRate.body.salesTaxRate.id;
  const prepayment = await hit(prepayments.action, "/api/customer/prepayments", {
    method: "POST",
    body: { companyId: ids.company, customerId: ids.customer, depositToAccountId: ids.bank, amount: "20.00" },
  });
  expect(prepayment.status, JSON.stringify(prepayment.body)).toBe(201);
  ids.prepayment = prepayment.body.payment.id;
  // Banking: a transfer and a deposit, for their voids.
  const transfer = await hit(transfers.action, "/api/banking/transfers", { method: "POST", body: transferBody() });
  expect(transfer.status, JSON.stringify(transfer.body)).toBe(201);
  ids.transfer = transfer.body.transfer.id;
  const deposit = await hit(deposits.action, "/api/banking/deposits", { method: "POST", body: depositBody() });
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);
  ids.deposit = deposit.body.deposit.id;
  // A reconciliation in progress, its difference not 0.00 (a Finish the sweep lets through is refused; an Undo too).
  const reconciliation = await hit(reconciliations.action, "/api/banking/reconciliations", { method: "POST", body: statementBody() });
  expect(reconciliation.status, JSON.stringify(reconciliation.body)).toBe(201);
  ids.reconciliation = reconciliation.body.reconciliation.id;
  // Statements: a statement line of the bank (to match, unmatch, record) and a bank rule.
  const imported = await hit(statementImports.action, `/api/banking/accounts/${ids.bank}/statement-imports`, {
    method: "POST",
    params: { accountId: ids.bank },
    body: statementImportBody(),
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
  ids.statementLine = (await app.db("statementLines").where({ companyId: ids.company }).first("id")).id;
  const rule = await hit(bankRules.action, "/api/banking/rules", { method: "POST", body: bankRuleBody() });
  expect(rule.status, JSON.stringify(rule.body)).toBe(201);
  ids.rule = rule.body.rule.id;
  // Fixed assets: a pending asset (to register, or to be refused a disposal) on a Fixed Asset account.
  ids.fixedAssetAccount = await account({ accountType: "Fixed Asset", accountNumber: "1400", accountName: "Equipment" });
  const fixedAsset = await hit(fixedAssets.action, "/api/fixed-assets", { method: "POST", body: fixedAssetBody() });
  expect(fixedAsset.status, JSON.stringify(fixedAsset.body)).toBe(201);
  ids.fixedAsset = fixedAsset.body.asset.id;
  // A recurring transaction (a monthly transfer, reminded), to update, delete, create and skip.
  const schedule = await hit(recurringSchedules.action, `/api/recurring/company/${ids.company}`, {
    method: "POST",
    params: { companyId: ids.company },
    body: recurringBody("Sweep schedule"),
  });
  expect(schedule.status, JSON.stringify(schedule.body)).toBe(201);
  ids.schedule = schedule.body.schedule.id;
  const placement = await hit(consultantById.action, `/api/consultant/consultants/${ids.consultant}`, {
    method: "POST",
    params: { id: ids.consultant },
    body: placementBody(),
  });
  expect(placement.status, JSON.stringify(placement.body)).toBe(201);
  ids.placement = placement.body.placement.id;
  // A foreign currency (multi-currency on) with a rate, to add rates to, edit and delete (ADR 0085).
  await app.db("companies").where({ id: ids.company }).update({ enableMultiCurrency: true });
  const currency = await hit(currencies.action, `/api/company/${ids.company}/currencies`, {
    method: "POST",
    params: { companyId: ids.company },
    body: { code: "EUR" },
  });
  expect(currency.status, JSON.stringify(currency.body)).toBe(201);
  ids.currency = currency.body.currency.id;
  const rate = await hit(currencyRates.action, `/api/company/${ids.company}/currencies/${ids.currency}/rates`, {
    method: "POST",
    params: { companyId: ids.company, currencyId: ids.currency },
    body: { date: "2026-11-01", rate: "1.0845" },
  });
  expect(rate.status, JSON.stringify(rate.body)).toBe(201);
  ids.currencyRate = rate.body.rate.id;
});

/** A placement of the sweep's consultant at its customer. */
const placementBody = () => ({ customerId: ids.customer, itemId: ids.soldItem, billRate: "", startDate: "2026-01-05" });

/** A new asset with only what it must have (left out, the rest takes its default: each case leaves out a required one). */
const fixedAssetBody = () => ({
  companyId: ids.company,
  itemName: "Sweep press",
  accountId: ids.fixedAssetAccount,
  purchaseDate: "2025-01-15",
  assetType: "Machinery and Equipment",
  depreciationMethod: "straight_line",
});

const recurringBody = (name: string) => ({
  name,
  kind: "transfer",
  template: { fromAccountId: ids.bank, toAccountId: ids.card, amount: "1.00", memo: "m" },
  frequency: "monthly",
  every: 1,
  nextDate: "2025-03-31",
  endDate: "2026-03-31",
  occurrenceLimit: 12,
  mode: "reminder",
  remindDaysBefore: 3,
  active: true,
});

const statementBody = () => ({
  companyId: ids.company,
  accountId: ids.bank,
  statementDate: "2025-03-31",
  endingBalance: "999.99",
  serviceCharge: "0",
  serviceChargeAccountId: null,
  interestEarned: "0",
  interestAccountId: null,
});

const statementImportBody = () => ({
  companyId: ids.company,
  fileName: "sweep.csv",
  format: "csv",
  content: "Date,Description,Amount,Check\n03/05/2025,SWEEP FEE,-1.00,\n",
  mapping: {
    dateColumn: "Date",
    descriptionColumn: "Description",
    amountColumn: "Amount",
    debitColumn: "",
    creditColumn: "",
    checkNumberColumn: "Check",
    memoColumn: "",
    dateFormat: "MM/DD/YYYY",
    amountsInverted: false,
  },
  dryRun: false,
});

const bankRuleBody = () => ({
  companyId: ids.company,
  name: "Sweep rule",
  payeeContains: "SWEEP",
  direction: "out",
  amountMin: "0.50",
  amountMax: "5.00",
  accountId: ids.rent,
  vendorId: ids.vendor,
  memo: "m",
});

const transferBody = () => ({
  companyId: ids.company,
  fromAccountId: ids.bank,
  toAccountId: ids.card,
  date: "2025-03-05",
  amount: "1.00",
  memo: "m",
});

const depositBody = () => ({
  companyId: ids.company,
  depositToAccountId: ids.bank,
  date: "2025-03-05",
  memo: "m",
  payments: [],
  rows: [{ customerId: ids.customer, accountId: ids.income, paymentMethod: "Cash", reference: "R-3", memo: "m", amount: "2.00" }],
  cashBackAccountId: ids.rent,
  cashBackMemo: "m",
  cashBackAmount: "0.50",
});

function adjustmentBody() {
  return {
    date: "2025-03-01",
    warehouseId: ids.warehouse,
    adjustmentAccount: ids.rent,
    items: [{ inventoryItemId: ids.stockedItem, comment: "Count", currentQty: "0", adjustedQty: "3", currentValue: "0.00", rate: "2.00" }],
  };
}
afterAll(() => app?.cleanup());

async function hit(handler: unknown, path: string, options: { method?: string; params?: Record<string, unknown>; body?: unknown }) {
  const response = await call(handler, path, {
    method: options.method ?? "GET",
    params: Object.fromEntries(Object.entries(options.params ?? {}).map(([k, v]) => [k, String(v)])),
    headers: { Authorization: `Bearer ${token}` },
    body: options.body as object | undefined,
  });
  return { status: response.status, body: await response.json() };
}

const lines = () => [
  { accountId: ids.rent, memo: "Rent", debit: "100.00", credit: "" },
  { accountId: ids.bank, memo: "Rent", debit: "", credit: "100.00" },
];

const vendorBody = (vendorId: string) => ({
  companyId: ids.company,
  vendorId,
  vendorName: "Sweep Supplies",
  contacts: [{ name: "Pat", title: "Clerk", phone: "555 0100", email: "pat@sweep.test", primary: true }],
  addresses: [{ type: "Billing", address1: "1 Road", address2: "", city: "Town", state: "ST", postalCode: "12345", country: "US" }],
});

const customerBody = (customerId: string) => ({
  companyId: ids.company,
  customerId,
  customerName: "Sweep Retail",
  contacts: [{ name: "Cy", title: "Buyer", phone: "555 0101", email: "cy@sweep.test", primary: true }],
  addresses: [{ type: "Billing", address1: "2 Road", address2: "", city: "Town", state: "ST", postalCode: "12345", country: "US" }],
});

/**
 * A valid body for each operation, so that each case breaks one thing. An operation missing here
 * is still swept, from an empty body. Each base alone would succeed; no case sends it unbroken.
 */
function baseBody(method: string, path: string): Record<string, unknown> {
  const company = { companyId: ids.company };
  const bases: Record<string, Record<string, unknown>> = {
    "post /api/client/signup": { email: "sweep-new@example.com", password: "correct horse battery", firstName: "A", lastName: "B" },
    "post /api/client/login": { email: LOGIN_EMAIL, password: "correct horse battery" },
    "post /api/company": companyFields(),
    "post /api/company/create": companyFields(),
    "put /api/company/{id}": { companyName: "Renamed" },
    "post /api/company-account/create": { ...company, accountType: "Expense", accountNumber: "5200", accountName: "Power" },
    "put /api/company-account/{id}": { accountType: "Expense", accountNumber: "5100", accountName: "Rent", description: "x" },
    "post /api/journal-entry/company/{companyId}": { entryDate: "2025-03-01", comments: "c", status: "posted", entries: lines() },
    "put /api/journal-entry/{id}": { entryDate: "2025-03-01", comments: "c", entries: lines() },
    "post /api/journal-entry/{id}/cancel": { date: "2025-03-02" },
    // A dry run: the base alone would succeed and write nothing; each case must be refused.
    "post /api/journal-entry/import": {
      ...company,
      format: "csv",
      content: "Date,Reference,Memo,Account,Debit,Credit\n2025-03-01,IMP-1,Rent,5100,100.00,\n2025-03-01,IMP-1,Rent,1010,,100.00\n",
      dryRun: true,
    },
    "post /api/company/payment-terms": { ...company, name: "Net 30", type: "fixed", netDueIn: 30, discountPercent: 0 },
    "post /api/vendor/preferred-shipping-methods": { ...company, name: "Courier", description: "Next day" },
    "post /api/company/vendor-groups": { ...company, name: "Group" },
    "post /api/company/customer-groups": { ...company, name: "Group" },
    "post /api/company/item-groups": { ...company, name: "Group" },
    "post /api/company/invoice-frequencies": { ...company, name: "Monthly" },
    "post /api/vendor/vendors": vendorBody("SWEEP-2"),
    "put /api/vendor/vendors/{id}": { vendorName: "Renamed", contacts: vendorBody("x").contacts },
    "post /api/customer/customers": customerBody("SWEEP-C2"),
    "post /api/consultant/consultants/company/{companyId}": { consultantName: "Sweep Consultant 2", billRate: "100.00" },
    "put /api/consultant/consultants/{id}": { consultantName: "Sweep Consultant", billRate: "125.00", version: 1 },
    "post /api/consultant/timesheets/company/{companyId}": {
      consultantId: ids.consultant,
      weekStart: "2026-01-05",
      entries: [],
      version: null,
      intent: "save",
    },
    "post /api/consultant/consultants/{id}": placementBody(),
    "put /api/consultant/placements/{id}": { ...placementBody(), billRate: "130.00" },
    "put /api/customer/customers/{id}": { customerName: "Renamed", contacts: customerBody("x").contacts },
    "post /api/vendor/service-items": { ...company, serviceName: "Sweep Design", purchasePrice: "30.00", expenseAccountId: ids.rent },
    "post /api/vendor/product-items": {
      ...company,
      productName: "Sweep Paper",
      purchasePrice: "4.50",
      expenseAccountId: ids.rent,
      weight: "1.5",
    },
    // Without the version, as the vendor's: a field left out of a PUT keeps its value, so the
    // "missing" cases would otherwise be valid edits.
    "put /api/vendor/items/{id}": { serviceName: "Renamed Service", purchasePrice: "31.00" },
    "post /api/inventory/items": {
      ...company,
      name: "Sweep Gadget",
      sellProduct: false,
      standardCost: "2.00",
      assetsAccount: ids.stock,
      costOfGoodsSold: ids.cogs,
      onHandQuantity: "3",
    },
    // Without the version, as the vendor items' PUT.
    "put /api/inventory/items/{id}": { name: "Renamed Widget", standardCost: "6.00" },
    // Every document kind's create operation, from its descriptor's sample (document-catalog/catalog.ts).
    ...documentSampleBodies({
      companyId: ids.company,
      party: (side) => (side === "vendor" ? ids.vendor : ids.customer),
      rowAccountId: ids.rent,
      accountOfType: (type) => (type === "Credit Card" ? ids.card : type === "Income" ? ids.income : ids.bank),
      itemId: ids.productItem,
      soldItemId: ids.soldItem,
    }),
    "post /api/vendor/{vendorId}/bills": { date: "2025-03-01", comments: "c", accountRecords: [{ accountId: ids.rent, amount: "10.00" }] },
    "post /api/vendor/{vendorId}/credits": { date: "2025-03-01", comments: "c", accountRecords: [{ accountId: ids.rent, amount: "5.00" }] },
    "post /api/vendor/pay-bill": {
      ...company,
      vendorId: ids.vendor,
      payFromAccountId: ids.bank,
      date: "2025-03-02",
      paymentMethod: "Cash",
      comments: "c",
      bills: [{ billId: ids.bill, amount: "1.00" }],
    },
    "post /api/checks/draft": {
      ...company,
      vendorId: ids.vendor,
      bankAccountId: ids.bank,
      memo: "m",
      bills: [{ billId: ids.chequePayment, paymentAmount: "5.00" }],
    },
    "post /api/vendor/pay-bill/confirm-check": {
      ...company,
      vendorId: ids.vendor,
      bankAccountId: ids.bank,
      memo: "m",
      bills: [{ billId: ids.chequePayment }],
    },
    "post /api/system/generate-pdf-overlay": {
      ...company,
      formData: { date: "03/01/2025", payee: "Sweep Supplies", amount: "10.00", memo: "m", billRecords: [] },
    },
    "post /api/vendor/{companyId}/field-adjustments": {
      templateName: "default",
      description: "d",
      fieldAdjustments: { payee: { x: 60, y: 70, width: 300, height: 24, fontSize: 16 } },
      showStubTitles: false,
    },
    "put /api/company/custom-fields": {
      ...company,
      customFields: [{ id: null, name: "Region", client: false, vendor: true, employee: false }],
      version: 1,
    },
    "post /api/warehouses": { ...company, name: "Sweep Annex", description: "d" },
    "put /api/warehouses/{id}": { name: "Sweep Renamed", description: "d", version: 1 },
    "post /api/company/{companyId}/sales-persons": {
      salesPersonName: "Sweep Seller",
      email: "seller@sweep.test",
      phone: "555 0101",
      dob: "1990-01-31",
      expenseAccountId: ids.rent,
      address: { address1: "1 Road", address2: "", city: "Town", state: "ST", postalCode: "12345", country: "US" },
    },
    "put /api/company/sales-persons/{salesPersonId}": {
      jobTitle: "Lead",
      dateOfRelease: "2026-01-31",
      expenseAccountId: ids.rent,
      version: 1,
    },
    "post /api/company/{companyId}/budgets": {
      budgetName: "Sweep Plan",
      fiscalYear: 2026,
      start: "scratch",
      rows: [{ accountId: ids.rent, amounts: ["100.00", 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, "-5.50"] }],
    },
    "put /api/company/budgets/{budgetId}": {
      budgetName: "Sweep Budget Renamed",
      rows: [{ accountId: ids.rent, amounts: ["100.00", 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, "-5.50"] }],
      version: 1,
    },
    "post /api/inventory/companies/{id}/stock-adjustments": adjustmentBody(),
    "post /api/print-daemon/check-in": { name: "Sweep Daemon", platform: "linux", printers: [{ name: "Sweep Printer", isDefault: true }] },
    "post /api/print-daemon/jobs/{id}/report": { outcome: "printed", systemJobId: "7" },
    // Succeeds while the seeded daemon's check-in is fresh (30 s); each case is refused by its input before that matters.
    "post /api/system/print-pdf": { ...company, payBillIds: [ids.printablePayment], printer: "Sweep Printer" },
    "put /api/inventory/stock-adjustments/{id}": { ...adjustmentBody(), version: 1 },
    "post /api/company/{companyId}/sales-tax-rates": { name: "Sweep County Tax", rate: 1.5, agency: "Sweep County" },
    // Without the name and rate: a field left out of the PUT keeps its value.
    "put /api/company/sales-tax-rates/{id}": { agency: "Sweep Revenue Office", version: 1 },
    "post /api/company/{companyId}/currencies": { code: "CHF" },
    "post /api/company/{companyId}/currencies/{currencyId}/rates": { date: "2026-11-02", rate: "1.0845" },
    "put /api/company/{companyId}/currencies/{currencyId}/rates/{rateId}": { date: "2026-11-03", rate: "1.09" },
    "post /api/customer/receive-payment": {
      ...company,
      customerId: ids.customer,
      depositToAccountId: ids.bank,
      date: "2025-03-03",
      paymentMethod: "Cheque",
      reference: "R-1",
      memo: "m",
      amount: "3.00",
      invoices: [],
      credits: [],
    },
    "post /api/customer/prepayments": {
      ...company,
      customerId: ids.customer,
      depositToAccountId: ids.bank,
      date: "2025-03-03",
      paymentMethod: "Cash",
      reference: "R-2",
      memo: "m",
      amount: 4,
    },
    "post /api/banking/transfers": transferBody(),
    "post /api/banking/transfers/{id}/void": company,
    "post /api/banking/deposits": depositBody(),
    "post /api/banking/deposits/{id}/void": company,
    "post /api/banking/reconciliations": statementBody(),
    "post /api/banking/reconciliations/{id}/ticks": { ...company, listed: [], ticked: [] },
    "post /api/banking/reconciliations/{id}/finish": company,
    "post /api/banking/reconciliations/{id}/undo": company,
    "post /api/banking/accounts/{accountId}/statement-imports": { ...statementImportBody(), dryRun: true },
    "post /api/banking/accounts/{accountId}/statement-lines": company,
    "post /api/banking/statement-lines/{id}/match": { ...company, journalLineId: 1 },
    "post /api/banking/statement-lines/{id}/unmatch": company,
    "post /api/banking/statement-lines/{id}/record": {
      ...company,
      as: "expense",
      accountId: ids.rent,
      vendorId: ids.vendor,
      memo: "m",
      date: "2025-03-05",
    },
    "post /api/banking/rules": { ...bankRuleBody(), name: "Sweep rule 2" },
    "post /api/fixed-assets": { ...fixedAssetBody(), itemName: "Sweep lathe" },
    "post /api/fixed-assets/{id}/register": company,
    "post /api/fixed-assets/{id}/dispose": { ...company, disposalDate: "2025-06-01" },
    "post /api/fixed-assets/depreciation": { ...company, from: "2025-01-01", to: "2025-01-31" },
    "put /api/fixed-assets/{id}": { ...fixedAssetBody(), itemName: "Sweep lathe (edited)", version: 1 },
    "delete /api/fixed-assets/{id}": { ...company, version: 1 },
    "post /api/fixed-assets/depreciation/runs/{entryId}/undo": company,
    "delete /api/company/budgets/{budgetId}": { version: 1 },
    "put /api/banking/rules/{id}": { ...bankRuleBody(), version: 1 },
    "delete /api/banking/rules/{id}": company,
    "post /api/company/{companyId}/merges": { kind: "vendors", sourceId: ids.vendor, targetId: ids.vendor2 },
    "post /api/recurring/company/{companyId}": recurringBody("Sweep schedule 2"),
    "put /api/recurring/schedules/{id}": { ...recurringBody("Sweep schedule"), version: 1 },
    "delete /api/recurring/schedules/{id}": { version: 1 },
    "post /api/recurring/company/{companyId}/run": { asOf: "2025-03-31" },
    "post /api/recurring/company/{companyId}/reminders": { intent: "skip", scheduleIds: [ids.schedule] },
    "post /api/customer/refunds": {
      ...company,
      customerId: ids.customer,
      payFromAccountId: ids.bank,
      date: "2025-03-04",
      paymentMethod: "Cheque",
      toBePrinted: true,
      memo: "m",
      credits: [{ paymentId: ids.prepayment, amount: "1.00" }],
    },
  };
  return structuredClone(bases[`${method} ${path}`] ?? {});
}

// Properties the document marks required (it describes the parsed output) that a client may leave
// out, the parsed value then being a default: leaving them out alone is a valid request.
const DEFAULTED = new Set([
  "post /api/journal-entry/company/{companyId} comments",
  "post /api/journal-entry/company/{companyId} status",
  "post /api/journal-entry/company/{companyId} entries.0.memo",
  "post /api/journal-entry/company/{companyId} entries.0.debit",
  "post /api/journal-entry/company/{companyId} entries.0.credit",
  "put /api/journal-entry/{id} comments",
  "put /api/journal-entry/{id} entries.0.memo",
  // A draft may hold a row whose account is not chosen yet (posting it is refused).
  "put /api/journal-entry/{id} entries.0.accountId",
  "put /api/journal-entry/{id} entries.0.debit",
  "put /api/journal-entry/{id} entries.0.credit",
  "post /api/company/payment-terms type",
  "post /api/company/payment-terms discountPercent",
  "post /api/vendor/vendors active",
  "post /api/vendor/vendors contacts",
  "post /api/vendor/vendors addresses",
  "post /api/vendor/vendors contacts.0.primary",
  "post /api/vendor/vendors addresses.0.address2",
  "post /api/vendor/pay-bill date",
  "post /api/vendor/pay-bill paymentMethod",
  "post /api/vendor/pay-bill comments",
  // Left out, a pay bill counts at its total (the only amount a check may carry for it).
  "post /api/checks/draft bills.0.paymentAmount",
  "put /api/company/custom-fields customFields.0.id",
  "put /api/company/custom-fields customFields.0.client",
  "put /api/company/custom-fields customFields.0.vendor",
  "put /api/company/custom-fields customFields.0.employee",
  "post /api/company/{companyId}/sales-tax-rates agency",
  "post /api/company/{companyId}/sales-tax-rates active",
  // Left out, a statement's service charge and interest are none; a tick list is empty; a Finish confirms no adjustment.
  ...["serviceCharge", "serviceChargeAccountId", "interestEarned", "interestAccountId"].map(
    (f) => `post /api/banking/reconciliations ${f}`,
  ),
  "post /api/banking/reconciliations/{id}/ticks listed",
  "post /api/banking/reconciliations/{id}/ticks ticked",
  "post /api/banking/transfers date",
  "post /api/banking/transfers memo",
  ...[
    "date",
    "memo",
    "payments",
    "cashBackAccountId",
    "cashBackMemo",
    "rows.0.receivedFrom",
    "rows.0.customerId",
    "rows.0.vendorId",
    "rows.0.paymentMethod",
    "rows.0.reference",
    "rows.0.memo",
  ].map((field) => `post /api/banking/deposits ${field}`),
  // Left out, a merge is not tied to a preview.
  "post /api/company/{companyId}/merges token",
  ...["receive-payment", "prepayments", "refunds"].flatMap((op) =>
    ["date", "paymentMethod", "reference", "memo", "toBePrinted", "invoices", "credits"].map(
      (field) => `post /api/customer/${op} ${field}`,
    ),
  ),
]);

// Operations with no request body: nothing of theirs to sweep (a body sent to them is ignored,
// as it should be, and the call would do its work: sign out, post the draft).
const NO_BODY = [
  "post /api/client/logout",
  "post /api/company/{companyId}/merges/{mergeId}/undo",
  "post /api/company/{id}/restore",
  "post /api/company/{id}/test-email",
  "post /api/journal-entry/{id}/post",
  "post /api/print-daemon/claim",
  "post /api/warehouses/{id}/restore",
];

/** The path parameter's value: a row of the seeded company the operation can act on. */
function paramValue(path: string, name: string): number | string {
  if (name === "companyId") return ids.company;
  if (name === "kind") return "vendors"; // Import From CSV's kind (the body, not JSON, is a vendors file)
  const before = path.split("/").at(path.split("/").indexOf(`{${name}}`) - 1);
  if (path.endsWith("/cancel")) return ids.posted;
  if (path.startsWith("/api/inventory/items/")) return ids.inventoryItem;
  const byResource: Record<string, number> = {
    company: ids.company,
    "company-account": ids.rent,
    "journal-entry": ids.draft,
    vendors: ids.vendor,
    customers: ids.customer,
    items: ids.item,
    vendor: ids.vendor,
    warehouses: ids.warehouse,
    companies: ids.company,
    "stock-adjustments": ids.adjustment,
    "sales-persons": ids.salesPerson,
    budgets: ids.budget,
    assemblies: ids.assembly,
    jobs: ids.job,
    "sales-tax-rates": ids.taxRate,
    transfers: ids.transfer,
    deposits: ids.deposit,
    reconciliations: ids.reconciliation,
    accounts: ids.bank,
    "statement-lines": ids.statementLine,
    rules: ids.rule,
    // Seeded by the role matrix only (the bad-input sweep sends no DELETE).
    "api-keys": ids.apiKey,
    "customer-groups": ids.customerGroup,
    "vendor-groups": ids.vendorGroup,
    "item-groups": ids.itemGroup,
    "invoice-frequencies": ids.invoiceFrequency,
    "payment-terms": ids.paymentTerm,
    "preferred-shipping-methods": ids.shippingMethod,
    templates: ids.template,
    "fixed-assets": ids.fixedAsset,
    // A posted entry that is no depreciation run: the company and the body are checked before the run is looked for.
    runs: ids.posted,
    schedules: ids.schedule,
    merges: ids.merge,
    consultants: ids.consultant,
    placements: ids.placement,
    currencies: ids.currency,
    rates: ids.currencyRate,
  };
  const id = byResource[before ?? ""];
  if (id === undefined) throw new Error(`No seeded row for {${name}} in ${path}: add one to the sweep's seed`);
  return id;
}

/** The route module serving an API path, found from the route files' flat-route names. */
async function routeFor(path: string): Promise<Json> {
  const wanted = path.split("/").filter(Boolean);
  let best: { file: string; score: number } | null = null;
  // The API's files sit in app/routes/api+/, each named by the rest of its URL (docs/ARCHITECTURE.md, "Routes").
  for (const entry of readdirSync(ROUTES_DIR + "api+/")) {
    if (entry.startsWith("__")) continue;
    const file = statSync(ROUTES_DIR + "api+/" + entry).isDirectory() ? `api+/${entry}/route.ts` : `api+/${entry}`;
    const name = `api.${entry.replace(/\.tsx?$/, "")}`;
    const segments = (name.match(/(\[[^\]]*\]|[^.])+/g) ?? [])
      .map((s) => s.replace(/\[(.*?)\]/g, "$1").replace(/(.)_$/, "$1"))
      .filter((s) => s !== "_index");
    if (segments.length !== wanted.length) continue;
    let score = 0;
    const fits = segments.every((segment, i) => {
      if (segment === wanted[i]) return (score += 2);
      return segment.startsWith("$") && segment !== "$" && /^\{.+\}$/.test(wanted[i]) && (score += 1);
    });
    if (fits && (!best || score > best.score)) best = { file, score };
  }
  if (!best) throw new Error(`No route file serves ${path}`);
  return import(/* @vite-ignore */ ROUTES_DIR + best.file);
}

/** Every property of a body schema as a path, with array rows' properties under row 0 when the base has a row. */
function properties(schema: Schema, base: Json, at: (string | number)[] = []): { path: (string | number)[]; schema: Schema }[] {
  const out: { path: (string | number)[]; schema: Schema }[] = [];
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    out.push({ path: [...at, key], schema: child });
    const row = Array.isArray(base?.[key]) ? base[key][0] : undefined;
    if (child.items?.properties && row && typeof row === "object") out.push(...properties(child.items, row, [...at, key, 0]));
  }
  return out;
}

const typesOf = (schema: Schema): string[] =>
  schema.anyOf ? schema.anyOf.flatMap(typesOf) : schema.type ? [schema.type].flat() : ["unknown"];

const getAt = (body: Json, path: (string | number)[]): unknown => path.reduce((node, key) => node?.[key], body);

function setAt(body: Json, path: (string | number)[], value: unknown, remove = false): Json {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    node[key] ??= typeof key === "number" ? [] : {};
    node = node[key];
  }
  if (remove) delete node[path.at(-1)!];
  else node[path.at(-1)!] = value;
  return copy;
}

const MB = "x".repeat(1024 * 1024);

/** A body that is one of several shapes (a report's outcome, say): the shape the base body has. */
function shapeOfBase(schema: Schema | undefined, base: Json): Schema | undefined {
  if (!schema || schema.properties) return schema;
  return (schema.oneOf ?? schema.anyOf)?.find(
    (branch) => branch.properties && Object.entries(branch.properties).every(([key, p]) => p.const === undefined || p.const === base[key]),
  );
}

/** The cases of one operation: [label, raw body text]. */
function cases(op: string, schema: Schema | undefined, base: Json): [string, string][] {
  const out: [string, string][] = [
    ["malformed JSON", '{"name": "unterminated'],
    ["a JSON array", "[]"],
    ["the body inside an array", JSON.stringify([base])],
    ["a JSON string", '"hello"'],
  ];
  if (!schema?.properties) return out;
  if (schema.required?.length) out.push(["an empty object (every required field missing)", "{}"]);
  for (const { path, schema: property } of properties(schema, base)) {
    const name = path.join(".");
    const types = typesOf(property);
    const send = (label: string, value: unknown) => out.push([`${name}: ${label}`, JSON.stringify(setAt(base, path, value))]);
    const given = getAt(base, path) !== undefined;
    if (given && isRequired(schema, path) && !DEFAULTED.has(`${op} ${name}`))
      out.push([`${name}: missing`, JSON.stringify(setAt(base, path, undefined, true))]);
    if (types.includes("string") || types.includes("unknown")) {
      send("NUL", "a\u0000b");
      send("NUL alone", "\u0000");
      send("a lone high surrogate", "a\ud800b");
      send("a lone low surrogate", "\udc00");
      send("1 MB of text", MB);
      // A field declared as text or a number (money) takes both: only text-only fields must refuse a number.
      if (!types.some((t) => t === "unknown" || t === "number" || t === "integer")) send("a number for text", 12345);
      send("an object", { a: 1 });
    }
    if (types.includes("integer") || types.includes("number") || types.includes("unknown")) {
      send("1e308", 1e308);
      send("-1e308", -1e308);
      send('"NaN"', "NaN");
      send('"Infinity"', "Infinity");
      send('"-Infinity"', "-Infinity");
      send("text for a number", "twelve");
    }
    if (types.includes("boolean")) {
      send("text for a boolean", "maybe");
      send("a number for a boolean", 42);
    }
    if (types.includes("array")) {
      send("text for a list", "rows");
      send("an object for a list", { a: 1 });
    }
    if (types.includes("object")) send("text for an object", "things");
  }
  return out;
}

function isRequired(schema: Schema, path: (string | number)[]): boolean {
  let node: Schema | undefined = schema;
  for (const key of path.slice(0, -1)) node = typeof key === "number" ? node?.items : node?.properties?.[key];
  return node?.required?.includes(String(path.at(-1))) ?? false;
}

/** Every row of every table the app writes (sessions, tokens and sign-in failures aside), hashed. */
const databaseHash = () => hashRows(app.db);

async function trialBalanceNets(): Promise<void> {
  const [row] = (await app.db.raw("select coalesce(sum(debit), 0) - coalesce(sum(credit), 0) as net from journal_lines")).rows;
  expect(Number(row.net)).toBe(0);
}

describe("the bad-input sweep over /api/openapi.json", () => {
  it("lists the operations it sweeps, and the ones without a body are known", () => {
    expect(WRITES.length).toBeGreaterThan(15);
    expect(WRITES.filter((w) => !w.op.requestBody).map((w) => w.key)).toEqual(NO_BODY);
  });

  for (const { key, method, path, op } of WRITES.filter((w) => w.op.requestBody)) {
    it(`${key}: every malformed request gets a 4xx JSON error and changes no row`, { timeout: 300_000 }, async () => {
      const failures: string[] = [];
      const route = await routeFor(path);
      const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, String(paramValue(path, name))]));
      const url = path.replace(/\{(\w+)\}/g, (_: string, name: string) => params[name]);
      const schema = op.requestBody.content?.["application/json"]?.schema as Schema | undefined;
      const before = await databaseHash();
      const base = baseBody(method, path);
      const all = cases(key, shapeOfBase(schema, base), base);
      for (const [label, text] of all) {
        const response = await call(route.action, url, {
          method: method.toUpperCase(),
          params,
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: text,
        });
        const body = await response.text();
        let error: unknown;
        try {
          error = JSON.parse(body).error;
        } catch {
          error = undefined;
        }
        // 401, 404 and 405 would mean the case never reached the input's checks (a wrong seed or route).
        const ok = response.status >= 400 && response.status < 500 && ![401, 404, 405].includes(response.status);
        if (!ok || typeof error !== "string" || !error)
          failures.push(`${label}: ${response.status} ${body.slice(0, 200).replace(/x{20,}/g, "x…")}`);
      }
      if ((await databaseHash()) !== before) failures.push("rows changed");
      expect(failures).toEqual([]);
      expect(all.length).toBeGreaterThanOrEqual(4);
      await trialBalanceNets();
    });
  }
});

// The role matrix over the API (issue 29): a viewer of the seeded company calls every write
// operation of the document with a valid body, and each is refused with a 403 in the spec's
// wording ("You do not have permission to …") — nothing written; a bookkeeper is refused the
// company's settings and its deletion, and may write its books.
const NOT_OF_A_COMPANY = [
  "post /api/client/signup",
  "post /api/client/login",
  "post /api/client/logout",
  "post /api/company",
  "post /api/company/create",
  "post /api/print-daemon/check-in",
  "post /api/print-daemon/claim",
  "post /api/print-daemon/jobs/{id}/report",
];
const COMPANY_WRITES = Object.entries<Json>(doc.paths).flatMap(([path, ops]) =>
  Object.entries<Json>(ops)
    .filter(([method]) => ["post", "put", "patch", "delete"].includes(method))
    .map(([method]) => ({ key: `${method} ${path}`, method, path }))
    .filter(({ key }) => !NOT_OF_A_COMPANY.includes(key)),
);

/** A body the operation would take from its owner: the sweep's base, completed where the base leaves out what a write needs. */
function validBody(method: string, path: string): Record<string, unknown> {
  const base = baseBody(method, path);
  const completions: Record<string, Record<string, unknown>> = {
    "put /api/company-account/{id}": { version: 1 },
    "put /api/company/{id}": { companyName: "Renamed", version: 1 },
    "put /api/company/{id}/email-setup": { version: 1 },
    "put /api/company/{companyId}/check-print": { stock: "voucher-top", printer: "", offsetX: 0, offsetY: 0, version: 1 },
    "put /api/company/{companyId}/document-branding": {
      accentColor: null,
      onSalesDocuments: true,
      onStatements: true,
      onCheckStubs: true,
      version: 1,
    },
    // A key of the owner's role: above a viewer's own (ADR 0069).
    "post /api/company/{companyId}/api-keys": { name: "Matrix key", scope: "owner" },
    "put /api/journal-entry/{id}": { version: 1 },
    "post /api/inventory/assemblies/{assemblyId}/build": { buildQty: 1, date: "2025-03-01" },
    "post /api/inventory/companies/{id}/assemblies": { name: "Matrix Kit" },
    "post /api/vendor/pay-bill/update-print-status": { billIds: [ids.printablePayment] },
    "post /api/vendor/pay-bill/void-check": { billId: ids.printablePayment },
  };
  return { ...base, ...completions[`${method} ${path}`] };
}

describe("the role matrix over /api/openapi.json", () => {
  const member = async (email: string, role: string) => {
    const memberToken = await signUpToken(email);
    const user = await app.db("users").where({ email }).first("id");
    await app.db("companyMembers").insert({ companyId: ids.company, userId: user.id, role });
    return memberToken;
  };
  const send = async (as: string, method: string, path: string, body: unknown) => {
    const route = await routeFor(path);
    const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, String(paramValue(path, name))]));
    const url = path.replace(/\{(\w+)\}/g, (_: string, name: string) => params[name]);
    const handler = method === "get" ? route.loader : route.action;
    const response = await call(handler, url, {
      method: method.toUpperCase(),
      params,
      headers: { Authorization: `Bearer ${as}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => ({})) };
  };

  it("refuses a viewer every write with a 403 in the spec's wording, and writes nothing", { timeout: 300_000 }, async () => {
    const viewer = await member("viewer@example.com", "viewer");
    const seed = async (table: string, row: Record<string, unknown>) =>
      (
        await app
          .db(table)
          .insert({ companyId: ids.company, ...row })
          .returning("id")
      )[0].id as number;
    ids.customerGroup = await seed("customerGroups", { name: "Matrix customers" });
    ids.vendorGroup = await seed("vendorGroups", { name: "Matrix vendors" });
    ids.itemGroup = await seed("itemGroups", { name: "Matrix items" });
    ids.invoiceFrequency = await seed("invoiceFrequencies", { name: "Matrix monthly" });
    ids.paymentTerm = await seed("paymentTerms", { name: "Matrix net 10", netDueIn: 10 });
    ids.shippingMethod = await seed("shippingMethods", { name: "Matrix courier" });
    ids.template = 1; // the company is checked before the layout is looked for
    ids.merge = 1; // the company is checked before the merge is looked for
    // The owner's key of the company: a viewer may revoke only their own.
    const ownerId = (await app.db("companies").where({ id: ids.company }).first("ownerId")).ownerId;
    ids.apiKey = (
      await app
        .db("apiTokens")
        .insert({ userId: ownerId, name: "Matrix", tokenHash: "matrix-key", companyId: ids.company, scope: "owner" })
        .returning("id")
    )[0].id;
    expect(COMPANY_WRITES.length).toBeGreaterThan(40);
    const before = await databaseHash();
    const answers: string[] = [];
    for (const { key, method, path } of COMPANY_WRITES) {
      const { status, body } = await send(viewer, method, path, NO_BODY.includes(key) ? undefined : validBody(method, path));
      // Restoring is an owner's, of an archived company: to anyone else the company is not there.
      const expected = key === "post /api/company/{id}/restore" ? 404 : 403;
      const worded = expected === 404 || /^You do not have permission to /.test(body.error);
      if (status !== expected || !worded) answers.push(`${key}: ${status} ${JSON.stringify(body)}`);
    }
    expect(answers).toEqual([]);
    expect(await databaseHash()).toBe(before);
    // What a viewer may do: read the books and export them.
    const company = await send(viewer, "get", "/api/company/{id}", undefined);
    expect(company.status).toBe(200);
    expect(company.body.data.role).toBe("viewer");
  });

  it("refuses a bookkeeper the company's settings and deletion, and lets them write the books", async () => {
    const bookkeeper = await member("bookkeeper@example.com", "bookkeeper");
    const settings = await send(bookkeeper, "put", "/api/company/{id}", { companyName: "Renamed", version: 1 });
    expect(settings).toEqual({ status: 403, body: { error: "You do not have permission to change this company's settings." } });
    const deletion = await send(bookkeeper, "delete", "/api/company/{id}", { password: "correct horse battery" });
    expect(deletion).toEqual({ status: 403, body: { error: "You do not have permission to delete this company." } });
    const bill = await send(bookkeeper, "post", "/api/vendor/{vendorId}/bills", baseBody("post", "/api/vendor/{vendorId}/bills"));
    expect(bill.status, JSON.stringify(bill.body)).toBe(201);
    await trialBalanceNets();
  });
});
