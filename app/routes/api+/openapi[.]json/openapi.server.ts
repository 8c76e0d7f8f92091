import * as z from "zod";
import { loginSchema, signupSchema } from "~/modules/auth/schema";
import { companyCreateSchema, companyListQuerySchema, companyUpdateSchema, deleteCompanySchema } from "~/modules/companies/schema";
import { accountCreateSchema, accountUpdateSchema } from "~/modules/accounts/schema";
import { journalDraftUpdateSchema, journalEntrySchema, journalImportSchema, journalListQuerySchema } from "~/modules/journal/schema";
import { namedItemSchema, paymentTermSchema, shippingMethodSchema } from "~/modules/support-lists/schema";
import { vendorCreateSchema, vendorUpdateSchema } from "~/modules/vendors/schema";
import { customFieldsPutSchema, CUSTOM_FIELD_FLAGS } from "~/modules/custom-fields/schema";
import { itemArrayQuerySchema, productItemCreateSchema, serviceItemCreateSchema, vendorItemUpdateBodySchema } from "~/modules/items/schema";
import { accountRowSchema, DOCUMENT_SCHEMAS, itemRowSchema } from "~/modules/purchases/schema";
import { includeRecordsQuerySchema, paymentListApiQuerySchema } from "~/modules/purchases/purchase-lists";
import {
  confirmCheckSchema,
  draftCheckSchema,
  layoutQuerySchema,
  layoutSaveSchema,
  pdfOverlaySchema,
  printHistoryQuerySchema,
  updatePrintStatusSchema,
  voidCheckSchema,
} from "~/modules/checks/schema";
import { billBodySchema, creditBodySchema, payBillBodySchema } from "../__purchase-api.server";
import { stockAdjustmentApiSchema } from "~/modules/inventory/stock-adjustment-schema";
import { warehouseUpdateSchema } from "~/modules/inventory/warehouse-schema";
import { adjustmentApiQuerySchema, warehouseCreateBodySchema, warehouseListQuerySchema } from "../__stock-api.server";
import { assemblyListQuerySchema, assemblySchema, buildBodySchema } from "~/modules/inventory/assembly-schema";
import { centreTransactionQuerySchema } from "~/modules/inventory/centre";
import {
  inventoryItemSchema,
  inventoryItemUpdateBodySchema,
  REORDER_FILTERS,
  VIEW_FILTERS,
} from "~/modules/inventory/inventory-item-schema";

// The OpenAPI document of /api, generated from the same zod schemas the routes validate with.
// Add each new endpoint to ENDPOINTS.

type Method = "get" | "post" | "put" | "delete";

interface Endpoint {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  auth?: boolean;
  body?: z.ZodType;
  query?: z.ZodObject;
  responses: Record<number, string>;
  /** The success answer's media type, when it is not JSON (a PDF) */
  produces?: string;
}

/** The purchase documents' rows as a client sends them: every field of a row may be left out. */
const PURCHASE_ROWS = {
  accountRecords: z
    .array(accountRowSchema.partial())
    .optional()
    .describe("Account rows (accountId, description, amount); a row without both an account and an amount is dropped"),
  itemRecords: z
    .array(itemRowSchema.partial())
    .optional()
    .describe(
      "Item rows (itemId, itemType, description, quantity (default 1), unitPrice); a row without both an item and a type is dropped. itemType is service, product, inventory or assembly: an inventory item or assembly is received into stock at the row's amount and debits its assets account (a vendor credit returns it at average cost; 409 when less is on hand)",
    ),
};

const ENDPOINTS: Endpoint[] = [
  {
    method: "post",
    path: "/api/client/signup",
    tag: "Auth",
    summary: "Create an account; returns { token, client }",
    auth: false,
    body: signupSchema,
    responses: { 201: "Signed up", 400: "Invalid input", 409: "Email already registered" },
  },
  {
    method: "post",
    path: "/api/client/login",
    tag: "Auth",
    summary: "Sign in; returns { token, client }",
    auth: false,
    body: loginSchema,
    responses: { 200: "Signed in", 400: "Invalid input", 401: "Invalid email or password", 429: "Too many failed attempts" },
  },
  {
    method: "post",
    path: "/api/client/logout",
    tag: "Auth",
    summary: "Revoke the bearer token of this request",
    responses: { 200: "Revoked" },
  },
  {
    method: "get",
    path: "/api/company",
    tag: "Companies",
    summary:
      "The signed-in user's companies: { companies }; with archived=true the deleted ones still restorable (archivedAt, restorableUntil)",
    query: companyListQuerySchema,
    responses: { 200: "Companies", 400: "Invalid query" },
  },
  {
    method: "post",
    path: "/api/company",
    tag: "Companies",
    summary: "Create a company: { data: company }",
    body: companyCreateSchema,
    responses: { 201: "Created", 400: "Invalid input", 409: "Duplicate company name" },
  },
  {
    method: "post",
    path: "/api/company/create",
    tag: "Companies",
    summary: "Create a company (alias): { data: company }",
    body: companyCreateSchema,
    responses: { 201: "Created", 400: "Invalid input", 409: "Duplicate company name" },
  },
  {
    method: "get",
    path: "/api/company/{id}",
    tag: "Companies",
    summary: "One company: { data }",
    responses: { 200: "The company", 404: "Not found" },
  },
  {
    method: "put",
    path: "/api/company/{id}",
    tag: "Companies",
    summary: "Update company fields, with the version read: { company }",
    body: companyUpdateSchema,
    responses: {
      200: "Updated",
      400: "Invalid input",
      404: "Not found",
      409: "Duplicate company name, or the company was changed by someone else since its version was read",
    },
  },
  {
    method: "delete",
    path: "/api/company/{id}",
    tag: "Companies",
    summary: "Delete a company with the owner's password: it is archived (hidden, restorable for 30 days), then purged by the CLI",
    body: deleteCompanySchema,
    responses: { 200: "Archived", 400: "Password missing", 403: "Wrong password", 404: "Not found" },
  },
  {
    method: "post",
    path: "/api/company/{id}/restore",
    tag: "Companies",
    summary: "Restore a deleted (archived) company within 30 days of its deletion: { data }",
    responses: { 200: "Restored", 404: "Not found, or no longer restorable", 409: "A company with its name exists" },
  },
  // Accounts: money as decimal strings "1234.50"; every account read carries currentBalance.
  {
    method: "get",
    path: "/api/company-account/company/{companyId}",
    tag: "Accounts",
    summary: "The company's accounts with their balances: { accounts }",
    query: z.object({ view: z.enum(["active", "inactive", "all"]).default("all"), q: z.string().optional() }),
    responses: { 200: "Accounts", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "get",
    path: "/api/accounts/company/{id}",
    tag: "Accounts",
    summary: "The company's accounts with their balances: { data: { accounts } }",
    responses: { 200: "Accounts", 404: "Company not found" },
  },
  {
    method: "get",
    path: "/api/company-account/{id}",
    tag: "Accounts",
    summary:
      "One account with its balance: { account } (account.currentBalance on the account's normal side, and creditLimit: what the purchase screens' balance check reads)",
    responses: { 200: "The account", 404: "Account not found" },
  },
  {
    method: "post",
    path: "/api/company-account/create",
    tag: "Accounts",
    summary: "Create an account (a non-zero opening balance posts against Opening Balance Equity): { account }",
    body: accountCreateSchema.safeExtend({ companyId: z.number().int().positive() }),
    responses: {
      201: "Created",
      400: "Invalid input",
      404: "Company not found",
      409: "Duplicate account number, name or bank account number",
    },
  },
  {
    method: "put",
    path: "/api/company-account/{id}",
    tag: "Accounts",
    summary: "Update an account, with the version read; depositAmount posts Dr the account, Cr Opening Balance Equity: { account }",
    body: accountUpdateSchema,
    responses: {
      200: "Updated",
      400: "Invalid input or a read-only field changed",
      404: "Account not found",
      409: "Duplicate bank account number, or the account was changed by someone else since its version was read",
    },
  },
  // Journal entries.
  {
    method: "get",
    path: "/api/journal-entry/company/{companyId}",
    tag: "Journal entries",
    summary: "Journal entries, newest first: { journalEntries, total, page, perPage }",
    query: journalListQuerySchema.extend({
      page: z.number().int().min(1).default(1),
      perPage: z.number().int().min(1).max(100).default(10),
    }),
    responses: { 200: "Journal entries", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/journal-entry/company/{companyId}",
    tag: "Journal entries",
    summary: "Enter a journal entry, posted at once unless status is draft: { journalEntry }",
    query: z.object({ type: z.literal("JE").default("JE") }),
    body: journalEntrySchema,
    responses: { 201: "Created", 400: "Invalid, unbalanced or cross-company entry, or a type other than JE", 404: "Company not found" },
  },
  {
    method: "get",
    path: "/api/journal-entry/company/{companyId}/next-entry-number",
    tag: "Journal entries",
    summary: "The number the next journal entry will get: { nextEntryNo }",
    query: z.object({ type: z.literal("JE").default("JE") }),
    responses: { 200: "Next number", 404: "Company not found" },
  },
  {
    method: "get",
    path: "/api/journal-entry/{id}",
    tag: "Journal entries",
    summary: "One journal entry with its lines and totals: { journalEntry }",
    responses: { 200: "The entry", 404: "Journal entry not found" },
  },
  {
    method: "put",
    path: "/api/journal-entry/{id}",
    tag: "Journal entries",
    summary: "Change a draft, with the version read: { journalEntry }",
    body: journalDraftUpdateSchema,
    responses: {
      200: "Updated",
      400: "Invalid input",
      404: "Journal entry not found",
      409: "Not a draft (a posted entry is cancelled, never changed), or changed by someone else since its version was read",
    },
  },
  {
    method: "delete",
    path: "/api/journal-entry/{id}",
    tag: "Journal entries",
    summary: "Delete a draft",
    responses: { 200: "Deleted", 404: "Journal entry not found", 409: "Not a draft: a posted entry is cancelled, never deleted" },
  },
  {
    method: "post",
    path: "/api/journal-entry/{id}/post",
    tag: "Journal entries",
    summary: "Post a draft: { journalEntry }",
    responses: { 200: "Posted", 400: "The draft breaks a posting rule", 404: "Journal entry not found", 409: "Not a draft" },
  },
  {
    method: "post",
    path: "/api/journal-entry/{id}/cancel",
    tag: "Journal entries",
    summary: "Cancel a posted entry by posting its reversal: { journalEntry, reversal }",
    body: z.object({ date: z.string().optional().describe("YYYY-MM-DD or MM/DD/YYYY; default the entry's date") }),
    responses: { 200: "Cancelled", 400: "Invalid date", 404: "Journal entry not found", 409: "Not posted, or already cancelled" },
  },
  {
    method: "post",
    path: "/api/journal-entry/import",
    tag: "Journal entries",
    summary:
      "Import journal entries from a file's text, all or nothing: CSV (Date, Reference, Description, Memo, Account, Debit, Credit, Vendor; " +
      "rows with the same Date and Reference are one entry) or the ledger journal `journal export` writes. Each entry is posted as a JE " +
      "entry, its reference kept in its comments; createAccounts creates missing accounts from their journal names (Assets:Bank:1010 Checking). " +
      "Answers { dryRun, entries, lines, totalDebits, firstDate, lastDate, accountsCreated, reversalsLinked, firstEntryNo, lastEntryNo }",
    body: journalImportSchema,
    responses: {
      200: "Dry run: what would be imported, nothing written",
      201: "Imported",
      400: "Invalid input, or problems in the file: errors.lines lists them as `line N: …` (errors.missingAccounts the accounts the company lacks); nothing written",
      404: "Company not found",
      413: "Request body over 16 MB",
    },
  },
  // Reports.
  {
    method: "get",
    path: "/api/reports/trial-balance",
    tag: "Reports",
    summary:
      "Trial balance as of a date: { asOf, rows: [{ accountId, accountNumber, accountName, accountType, debit, credit }], totals: { debit, credit } }",
    query: z.object({
      companyId: z.number().int().positive(),
      asOf: z.string().optional().describe("YYYY-MM-DD; default today in the company's time zone"),
    }),
    responses: { 200: "Trial balance", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "get",
    path: "/api/reports/ap-aging-summary",
    tag: "Reports",
    summary:
      "A/P Aging Summary as of a date: { asOf, buckets, rows: [{ vendorId, vendorName, current, 1-30, 31-60, 61-90, over-90, total }], totals }. " +
      "Bills age from their due date; unapplied vendor credits (negative) and other postings on Accounts Payable from their date; " +
      "totals.total equals Accounts Payable in the trial balance on that date",
    query: z.object({
      companyId: z.number().int().positive(),
      asOf: z.string().optional().describe("YYYY-MM-DD; default today in the company's time zone"),
    }),
    responses: { 200: "A/P aging summary", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "get",
    path: "/api/reports/unpaid-bills-detail",
    tag: "Reports",
    summary:
      "Unpaid Bills Detail as of a date: { asOf, vendors: [{ vendorId, vendorName, items: [{ kind, id, type, number, date, dueDate, " +
      "daysPastDue, bucket, amount, open, memo }], open }], total }; total equals Accounts Payable in the trial balance on that date",
    query: z.object({
      companyId: z.number().int().positive(),
      asOf: z.string().optional().describe("YYYY-MM-DD; default today in the company's time zone"),
    }),
    responses: { 200: "Unpaid bills detail", 400: "Invalid query", 404: "Company not found" },
  },
  // Support lists: names unique per company (trimmed, case-insensitive).
  {
    method: "get",
    path: "/api/company/payment-terms",
    tag: "Support lists",
    summary: "Payment terms of a company, by name: { paymentTerms }",
    query: z.object({ companyId: z.number().int().positive() }),
    responses: { 200: "Payment terms", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/company/payment-terms",
    tag: "Support lists",
    summary: "Add an entry: { data: term, paymentTerm: term, count, message }",
    body: paymentTermSchema.and(z.object({ companyId: z.number().int().positive() })),
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "Duplicate name" },
  },
  {
    method: "delete",
    path: "/api/company/payment-terms/{id}",
    tag: "Support lists",
    summary: "Delete an entry: { success: true, message, name, remaining }",
    responses: { 200: "Deleted", 404: "Not found", 409: "Still assigned to other records" },
  },
  {
    method: "get",
    path: "/api/vendor/preferred-shipping-methods",
    tag: "Support lists",
    summary: "Shipping methods of a company, by name: a bare array of methods",
    query: z.object({ companyId: z.number().int().positive() }),
    responses: { 200: "Shipping methods", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/vendor/preferred-shipping-methods",
    tag: "Support lists",
    summary: "Add an entry: { data: method, shippingMethod: method, count, message }",
    body: shippingMethodSchema.and(z.object({ companyId: z.number().int().positive() })),
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "Duplicate name" },
  },
  {
    method: "delete",
    path: "/api/vendor/preferred-shipping-methods/{id}",
    tag: "Support lists",
    summary: "Delete an entry: { success: true, message, name, remaining }",
    responses: { 200: "Deleted", 404: "Not found", 409: "Still assigned to other records" },
  },
  {
    method: "get",
    path: "/api/company/vendor-groups",
    tag: "Support lists",
    summary: "Vendor groups of a company, by name: { groupList }",
    query: z.object({ companyId: z.number().int().positive() }),
    responses: { 200: "Vendor groups", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/company/vendor-groups",
    tag: "Support lists",
    summary: "Add an entry: { data: group, group, count, message }",
    body: namedItemSchema.and(z.object({ companyId: z.number().int().positive() })),
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "Duplicate name" },
  },
  {
    method: "delete",
    path: "/api/company/vendor-groups/{id}",
    tag: "Support lists",
    summary: "Delete an entry: { success: true, message, name, remaining }",
    responses: { 200: "Deleted", 404: "Not found", 409: "Still assigned to other records" },
  },
  {
    method: "get",
    path: "/api/company/customer-groups",
    tag: "Support lists",
    summary: "Customer groups of a company, by name: { groupList }",
    query: z.object({ companyId: z.number().int().positive() }),
    responses: { 200: "Customer groups", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/company/customer-groups",
    tag: "Support lists",
    summary: "Add an entry: { data: group, group, count, message }",
    body: namedItemSchema.and(z.object({ companyId: z.number().int().positive() })),
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "Duplicate name" },
  },
  {
    method: "delete",
    path: "/api/company/customer-groups/{id}",
    tag: "Support lists",
    summary: "Delete an entry: { success: true, message, name, remaining }",
    responses: { 200: "Deleted", 404: "Not found", 409: "Still assigned to other records" },
  },
  {
    method: "get",
    path: "/api/company/item-groups",
    tag: "Support lists",
    summary: "Item groups of a company, by name: { groupList }",
    query: z.object({ companyId: z.number().int().positive() }),
    responses: { 200: "Item groups", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/company/item-groups",
    tag: "Support lists",
    summary: "Add an entry: { data: group, group, count, message }",
    body: namedItemSchema.and(z.object({ companyId: z.number().int().positive() })),
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "Duplicate name" },
  },
  {
    method: "delete",
    path: "/api/company/item-groups/{id}",
    tag: "Support lists",
    summary: "Delete an entry: { success: true, message, name, remaining }",
    responses: { 200: "Deleted", 404: "Not found", 409: "Still assigned to other records" },
  },
  {
    method: "get",
    path: "/api/company/invoice-frequencies",
    tag: "Support lists",
    summary: "Invoice frequencies of a company, by name: { frequencyList }",
    query: z.object({ companyId: z.number().int().positive() }),
    responses: { 200: "Invoice frequencies", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/company/invoice-frequencies",
    tag: "Support lists",
    summary: "Add an entry: { data: frequency, frequency, count, message }",
    body: namedItemSchema.and(z.object({ companyId: z.number().int().positive() })),
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "Duplicate name" },
  },
  {
    method: "delete",
    path: "/api/company/invoice-frequencies/{id}",
    tag: "Support lists",
    summary: "Delete an entry: { success: true, message, name, remaining }",
    responses: { 200: "Deleted", 404: "Not found", 409: "Still assigned to other records" },
  },
  // Vendors: money as decimal strings "1234.50"; dates YYYY-MM-DD (MM/DD/YYYY or ISO accepted).
  {
    method: "get",
    path: "/api/vendor/vendors",
    tag: "Vendors",
    summary:
      "A page of vendors with purchases per month (credits to Accounts Payable tagged with the vendor, opening balances excluded), year to date and balance: { vendors, months, total, page, perPage }",
    query: z.object({
      companyId: z.number().int().positive(),
      q: z.string().optional(),
      view: z.enum(["active", "inactive", "all"]).default("active"),
      page: z.number().int().min(1).default(1),
      perPage: z.number().int().min(1).max(100).default(10),
    }),
    responses: { 200: "Vendors", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/vendor/vendors",
    tag: "Vendors",
    summary:
      "Create a vendor with contacts and addresses; an opening balance posts Dr Opening Balance Equity, Cr Accounts Payable (entry type VOB): { vendor, data }",
    body: vendorCreateSchema.and(z.object({ companyId: z.number().int().positive() })),
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "Vendor ID already exists" },
  },
  {
    method: "get",
    path: "/api/vendor/vendors/check-id",
    tag: "Vendors",
    summary: "Whether a Vendor ID is taken in the company: { data: { exists } }",
    query: z.object({ companyId: z.number().int().positive(), vendorId: z.string(), excludeId: z.number().int().positive().optional() }),
    responses: { 200: "Result", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "get",
    path: "/api/vendor/vendors/{id}",
    tag: "Vendors",
    summary: "One vendor with contacts, addresses, custom fields and balance: { vendor, data }",
    responses: { 200: "The vendor", 404: "Not found" },
  },
  {
    method: "put",
    path: "/api/vendor/vendors/{id}",
    tag: "Vendors",
    summary:
      "Update a vendor (the opening balance is read-only), with the version read. A field left out keeps its value; a contacts, addresses or customFields list given replaces the vendor's: { vendor, data }",
    body: vendorUpdateSchema,
    responses: {
      200: "Updated",
      400: "Invalid input",
      404: "Not found",
      409: "Vendor ID already exists, or the vendor was changed by someone else since its version was read",
    },
  },
  {
    method: "delete",
    path: "/api/vendor/vendors/{id}",
    tag: "Vendors",
    summary: "Delete a vendor with no postings: { success, message }",
    responses: { 200: "Deleted", 404: "Not found", 409: "The vendor has transactions (an opening balance counts)" },
  },
  // Purchase documents: each saves with its rows and posts its journal entry in one transaction;
  // rows are accountRecords (accountId, description, amount) and itemRecords (itemId, itemType,
  // description, quantity, unitPrice); only complete rows count. 201 { message, document }.
  ...(
    [
      [
        "credit-card-expense",
        "credit_card_charge",
        "A credit card charge: Dr its rows, Cr the card (Pay From: Credit Card or Current Liability)",
      ],
      [
        "vendor-credit",
        "vendor_credit",
        "A vendor credit: Dr Accounts Payable for the vendor (or the bankAccountId a refund went into), Cr its rows",
      ],
      ["cash-expense", "cash_expense", "A cash expense: Dr its rows, Cr the Pay From account (Cash, Bank, Credit Card, Paypal)"],
      ["cash-purchase", "cash_purchase", "A cash purchase: Dr its rows, Cr the Pay From account; a Cheque payment is TO BE PRINTED"],
      ["bills", "bill", "A bill: Dr its rows, Cr Accounts Payable for the vendor, due by its payment term; status draft posts nothing"],
    ] as const
  ).map(([slug, kind, summary]): Endpoint => ({
    method: "post",
    path: `/api/vendor/${slug}`,
    tag: "Purchases",
    summary: `${summary}: { message, document }`,
    body: DOCUMENT_SCHEMAS[kind].extend({ companyId: z.number().int().positive(), ...PURCHASE_ROWS }),
    responses: {
      201: "Saved and posted (a draft bill: saved)",
      400: "Invalid input, or refused: Insufficient balance in the selected account., an account or item of another kind or company, no rows",
      404: "Company not found",
    },
  })),
  {
    method: "get",
    path: "/api/vendor/documents/{id}",
    tag: "Purchases",
    summary:
      "One purchase document (bill, credit card charge, cash expense, cash purchase, vendor credit) with accountRecords, itemRecords and its journal entry: { document }",
    responses: { 200: "The document", 404: "Not found" },
  },
  // Vendor Center: the vendor's transactions from the ledger, as bare arrays, newest first.
  // Bills and bill payments: read from the purchase documents and payments; money "1234.50", dates YYYY-MM-DD.
  {
    method: "get",
    path: "/api/vendor/{vendorId}/bills",
    tag: "Bills and payments",
    summary:
      "The vendor's bills, newest first, drafts included: [{ id, billNo, number, date, dueDate, total, amountPaid, remainingAmount, status (Draft, Open, Overdue, Paid, Void), memo, comments, vendorId, vendorName, vendorReference }]",
    responses: { 200: "Bills (an empty array for a vendor without bills)", 404: "Vendor not found" },
  },
  {
    method: "post",
    path: "/api/vendor/{vendorId}/bills",
    tag: "Bills and payments",
    summary:
      "Enter a bill for the vendor: rows, date, due date (blank: from the payment term), status draft or open (open posts Dr the rows, Cr Accounts Payable): { bill, message }",
    body: billBodySchema,
    responses: { 201: "Created", 400: "Invalid input or refused (rows, accounts, items)", 404: "Vendor not found" },
  },
  {
    method: "get",
    path: "/api/vendor/{vendorId}/credits",
    tag: "Bills and payments",
    summary:
      "The vendor's credits against its payable with something left to apply, oldest first: [{ id, number, date, memo, total, applied, amountLeft }]",
    responses: { 200: "Open vendor credits", 404: "Vendor not found" },
  },
  {
    method: "post",
    path: "/api/vendor/{vendorId}/credits",
    tag: "Bills and payments",
    summary:
      "Enter a vendor credit: without bankAccountId it lowers the vendor's payable (Dr Accounts Payable, Cr the rows), with one it is a refund received: { credit: { id, number, total, status }, message }",
    body: creditBodySchema,
    responses: { 201: "Created", 400: "Invalid input or refused", 404: "Vendor not found" },
  },
  {
    method: "get",
    path: "/api/vendor/pay-bill/vendor/{vendorId}",
    tag: "Bills and payments",
    summary:
      "The vendor's bill payments, newest first: [{ id, no, number, date, issueDate, total, creditsApplied, contactName, phone, comments, paymentMethod, status (Not issued, Issued, Void), vendorId, vendor { id, vendorId, vendorName, name }, payFromAccount { id, accountNumber, accountName, accountType }, isWriteCheckDone, isPrintCheckDone, journalEntryId, records? }]; with includeRecords=true each has records [{ id, billId, amountPaid, creditApplied, bill { id, billNo, date, dueDate, total, amountPaid, remainingAmount, status, comments, memo } }]",
    query: includeRecordsQuerySchema,
    responses: { 200: "Pay bills (an empty array for a vendor without payments)", 404: "Vendor not found" },
  },
  {
    method: "get",
    path: "/api/vendor/pay-bill/company/{companyId}",
    tag: "Bills and payments",
    summary:
      "The company's bill payments (the Vendor Payments list), newest first, one page: { payments, total, page, perPage, totals: { amountPaid, creditsApplied } | null }; from and to count only with a dateType",
    query: paymentListApiQuerySchema,
    responses: { 200: "Payments", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/vendor/pay-bill",
    tag: "Bills and payments",
    summary:
      "Pay bills of one vendor from one account (Pay Bill), each in full or in part, with open vendor credits applied (credits applied to bills must add up to the credits used); the money paid posts Dr Accounts Payable, Cr the paying account; a Cheque payment is Not issued until printed: { payment, message }",
    body: payBillBodySchema,
    responses: {
      201: "Paid",
      400: "Invalid input, or refused (overpaying, a draft or paid bill, another vendor's bill, nothing to pay, credits that do not add up)",
      404: "Company or vendor not found",
    },
  },
  // Checks (Write Check, the check PDF): a check carries pay bills made by Cheque; it posts nothing
  // (the pay bill posted the payment). billId in these payloads is a pay bill's id.
  {
    method: "post",
    path: "/api/checks/draft",
    tag: "Checks",
    summary:
      "Save a draft check of a vendor's pay bills made by Cheque (each at its total), replacing older drafts carrying any of them: { success, message, check { id, status: Draft, checkNumber: TO BE PRINTED, vendorId, bankAccountId, checkDate, totalAmount, memo, bills [{ billId, paymentNo, paymentAmount }] } }",
    body: draftCheckSchema,
    responses: {
      201: "Draft saved",
      400: "Invalid input, or refused (no pay bill, another vendor's, not by Cheque, void, amounts not the totals)",
      404: "Company or vendor not found",
      409: "A pay bill already has a confirmed check",
    },
  },
  {
    method: "post",
    path: "/api/vendor/pay-bill/confirm-check",
    tag: "Checks",
    summary:
      "Confirm a check: its pay bills (made by Cheque, paid from bankAccountId) become write-check done, once only even under simultaneous calls: { success, message: Check has been confirmed and is ready to print., check }",
    body: confirmCheckSchema,
    responses: {
      200: "Confirmed",
      400: "Invalid input, no bank account, no pay bill, or refused",
      404: "Company or vendor not found",
      409: "A pay bill already has a confirmed check",
    },
  },
  {
    method: "post",
    path: "/api/system/generate-pdf-overlay",
    tag: "Checks",
    summary:
      "A check as a PDF (8.5 x 11 in: the check with payee, date, amount, amount in words and memo at the layout's positions, and two remittance stubs), from payBillId or from formData; customCoordinates and stubFieldVisibility over the company's saved layout",
    body: pdfOverlaySchema,
    produces: "application/pdf",
    responses: { 200: "The PDF", 400: "Invalid input or no check data", 404: "Company or pay bill not found" },
  },
  {
    method: "get",
    path: "/api/vendor/{companyId}/field-adjustments",
    tag: "Checks",
    summary:
      "The company's check layout for a template (default): { success, data: { templateName, description, fieldAdjustments { date|amount|payee|memo|amountInWords: { x, y, width, height, fontSize } }, stubFieldVisibility, showStubTitles, exists } }; the defaults until one is saved",
    query: layoutQuerySchema,
    responses: { 200: "The layout", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/vendor/{companyId}/field-adjustments",
    tag: "Checks",
    summary:
      "Save the company's check layout for a template: the fields given (within x 0-600, y 0-280, height 15-50, font size 8-24 and each field's width limits) over what is saved: { success, message: Saved Successfully | Updated Successfully, data }",
    body: layoutSaveSchema,
    responses: { 200: "Saved", 400: "Invalid input", 404: "Company not found" },
  },
  {
    method: "get",
    path: "/api/vendor/{companyId}/templates",
    tag: "Checks",
    summary: "The company's saved check layouts: { success, data: [{ id, templateName, description, updatedAt }] }",
    responses: { 200: "Templates", 404: "Company not found" },
  },
  {
    method: "delete",
    path: "/api/vendor/{companyId}/templates/{templateId}",
    tag: "Checks",
    summary: "Delete a saved check layout (by id or name); deleting default brings back the default layout: { success, message, data }",
    responses: { 200: "Deleted", 404: "Company or template not found" },
  },
  {
    method: "get",
    path: "/api/vendor/pay-bill/print-history/{companyId}",
    tag: "Checks",
    summary:
      "The company's most recently printed checks, newest first: { success, data: [{ id, billId, checkNumber, payBillNumber, vendor, amount, printDate, printedAt, printerName, status: Printed | Voided, isVoided, voidedAt, voidedBy, voidReason }] }",
    query: printHistoryQuerySchema,
    responses: { 200: "History", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/vendor/pay-bill/update-print-status",
    tag: "Checks",
    summary:
      "Yes, Done: the pay bills' checks are printed; each pay bill becomes Issued on printDate with its check number (given, else the next CHK-0001), all or none: { success, message, data: [{ id, number, checkNumber, issueDate }] }",
    body: updatePrintStatusSchema,
    responses: {
      200: "Marked printed",
      400: "Invalid input or a pay bill not ready to print",
      404: "Pay bill or company not found",
      409: "Already printed",
    },
  },
  {
    method: "post",
    path: "/api/vendor/pay-bill/void-check",
    tag: "Checks",
    summary:
      "Void a printed check: its payment's entry is reversed (dated today), the bills it paid reopen, its vendor credits are unapplied, the pay bill becomes Void: { success, message, data: { id, number, checkNumber, voidEntryId, voidEntryNo, voidDate } }",
    body: voidCheckSchema,
    responses: { 200: "Voided", 400: "Invalid input or not a printed check", 404: "Pay bill or company not found", 409: "Already void" },
  },
  // Vendor items: a service or product item the company buys (and may sell); money as "1234.50".
  // The bill status (Available, Bill Created, Bill Paid) is read from the bills that bought the item.
  {
    method: "get",
    path: "/api/vendor/service-items/company/{id}",
    tag: "Vendor items",
    summary:
      "The company's vendor service items by name, as an array: [{ id, serviceName, type, salesPrice, purchasePrice, purchaseDescription, salesDescription, active, status, billStatus }]",
    query: itemArrayQuerySchema,
    responses: { 200: "Service items", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "get",
    path: "/api/vendor/product-items/company/{id}",
    tag: "Vendor items",
    summary:
      "The company's vendor product items by name, as an array: [{ id, productName, type, salesPrice, purchasePrice, purchaseDescription, salesDescription, active, status, billStatus }]",
    query: itemArrayQuerySchema,
    responses: { 200: "Product items", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/vendor/service-items",
    tag: "Vendor items",
    summary:
      'Create a vendor service item (iBuyThisService is always on; the group as vendorGroupId or itemGroupId): { item, data, message: "Vendor Service Item Created Successfully" }',
    body: serviceItemCreateSchema,
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "An item with this name exists" },
  },
  {
    method: "post",
    path: "/api/vendor/product-items",
    tag: "Vendor items",
    summary:
      'Create a vendor product item (the group as vendorGroupId or itemGroupId): { item, data, message: "Vendor Product Item Created Successfully" }',
    body: productItemCreateSchema,
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "An item with this name exists" },
  },
  {
    method: "get",
    path: "/api/vendor/items/{id}",
    tag: "Vendor items",
    summary: "One vendor service or product item with its bill status, in its kind's field names: { item, data }",
    responses: { 200: "The item", 404: "Not found" },
  },
  {
    method: "put",
    path: "/api/vendor/items/{id}",
    tag: "Vendor items",
    summary:
      "Update an item with the version read, in its kind's field names (serviceName… or productName…, weight); a field left out keeps its value: { item, data, message }",
    body: vendorItemUpdateBodySchema,
    responses: {
      200: "Updated",
      400: "Invalid input (or a field of the other kind)",
      404: "Not found",
      409: "An item with this name exists, or the item was changed by someone else since its version was read",
    },
  },
  {
    method: "get",
    path: "/api/inventory/companies/{id}/assemblies",
    tag: "Inventory assemblies",
    summary:
      "The company's inventory assemblies with their components (inventoryItemId, name, description, quantity, onHand, avgCost, total), on hand, materials cost and maximum buildable quantity: { assemblies }",
    query: assemblyListQuerySchema,
    responses: { 200: "The assemblies", 404: "Not found" },
  },
  {
    method: "post",
    path: "/api/inventory/companies/{id}/assemblies",
    tag: "Inventory assemblies",
    summary: "Create an inventory assembly with its components (items: inventoryItemId, quantity): { assembly, message }",
    body: assemblySchema,
    responses: {
      201: "Created",
      400: "Invalid input (the spec's messages; items.N.quantity per row)",
      404: "Not found",
      409: "Name taken",
    },
  },
  {
    method: "post",
    path: "/api/inventory/assemblies/{assemblyId}/build",
    tag: "Inventory assemblies",
    summary:
      "Build assemblies: the components go out at their average cost, the assemblies come in at their sum, entry BLD posts (Dr assembly asset, Cr components' asset): { build, message }",
    body: buildBodySchema,
    responses: {
      201: "Built",
      400: "Please enter a valid quantity to build.",
      404: "Not found",
      409: "Past the maximum buildable quantity, not enough of a component, or a component must be stock adjusted first ({ error, itemId })",
    },
  },
  // Inventory items: on hand comes from stock movements, never typed over; quantities as "12.5",
  // money as "1234.50". The opening On Hand Quantity × Standard Cost posts Dr the assets account,
  // Cr Opening Balance Equity (entry OB), received into warehouseId (the default warehouse when left out).
  {
    method: "get",
    path: "/api/inventory/items",
    tag: "Inventory items",
    summary:
      "One page of the company's inventory items by name: { items: [{ id, name, active, status, description, type, onHandQuantity, reorderPoint, reorderState, salesPrice, purchasePrice, standardCost }], total, page, perPage }",
    query: z.object({
      companyId: z.number().int().positive(),
      q: z.string().optional().describe("part of the name or a description"),
      reorder: z.enum(REORDER_FILTERS).optional().describe("Reached: a reorder point is set and on hand is at or below it"),
      view: z.enum(VIEW_FILTERS).optional().describe("active by default"),
      page: z.number().int().positive().optional(),
      perPage: z.number().int().positive().optional(),
    }),
    responses: { 200: "Inventory items", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/inventory/items",
    tag: "Inventory items",
    summary: 'Create an inventory item with its opening stock: { item, data, message: "Inventory item saved successfully!" }',
    body: inventoryItemSchema({ companyId: true }),
    responses: {
      201: "Created",
      400: "Invalid input (the spec's messages)",
      404: "Company not found",
      409: "An item with this name exists",
    },
  },
  {
    method: "get",
    path: "/api/inventory/items/{itemId}/transactions",
    tag: "Inventory Centre",
    summary:
      "An inventory item's or assembly's transactions (stock movements with their documents), newest first: { items, total, page, perPage }",
    query: centreTransactionQuerySchema,
    responses: { 200: "A page of transactions", 404: "Not found" },
  },
  {
    method: "get",
    path: "/api/inventory/companies/{id}/items",
    tag: "Inventory items",
    summary: "Every inventory item of the company (active and inactive unless view says) as an array of the list's rows",
    query: z.object({
      q: z.string().optional(),
      reorder: z.enum(REORDER_FILTERS).optional(),
      view: z.enum(VIEW_FILTERS).optional().describe("all by default"),
    }),
    responses: { 200: "Inventory items", 404: "Company not found" },
  },
  {
    method: "get",
    path: "/api/inventory/items/{id}",
    tag: "Inventory items",
    summary: "One inventory item with its on-hand quantity and value from stock: { item, data }",
    responses: { 200: "The item", 404: "Not found" },
  },
  {
    method: "put",
    path: "/api/inventory/items/{id}",
    tag: "Inventory items",
    summary:
      "Update an inventory item with the version read; a field left out keeps its value, the stock (onHandQuantity, warehouseId) is not changed here, and the assets account is fixed once stock has moved: { item, data, message }",
    body: inventoryItemUpdateBodySchema,
    responses: {
      200: "Updated",
      400: "Invalid input",
      404: "Not found",
      409: "An item with this name exists, or the item was changed by someone else since its version was read",
    },
  },
  // Custom fields: the company's set of definitions, saved whole by Manage Custom Fields.
  {
    method: "get",
    path: "/api/company/custom-fields",
    tag: "Custom fields",
    summary:
      "The company's custom field definitions by name, and the set's version: { customFields: [{ id, name, client, vendor, employee }], version }",
    query: z.object({
      companyId: z.number().int().positive(),
      for: z.enum(CUSTOM_FIELD_FLAGS).optional().describe("only the fields flagged for clients, vendors or employees"),
    }),
    responses: { 200: "Custom fields", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "put",
    path: "/api/company/custom-fields",
    tag: "Custom fields",
    summary:
      "Save the whole set with the set's version read, all or nothing: listed ids are updated, entries without an id added, the company's other fields deleted with their vendor values: { customFields, version, message }",
    body: customFieldsPutSchema.omit({ companyId: true }).extend({ companyId: z.number().int().positive() }),
    responses: {
      200: "Saved",
      400: "Invalid input (blank, long or repeated name, more than 100 fields, an id not in the company, no version)",
      404: "Company not found",
      409: "The set was saved by someone else since its version was read",
    },
  },
  {
    method: "get",
    path: "/api/warehouses/company/{companyId}",
    tag: "Inventory",
    summary:
      "A company's warehouses by name, with search and status: { success, data: { warehouses, total, page, perPage } } (every match without page)",
    query: warehouseListQuerySchema,
    responses: { 200: "Warehouses", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/warehouses",
    tag: "Inventory",
    summary: "Add a warehouse: { success, data, message }",
    body: warehouseCreateBodySchema,
    responses: { 201: "Created", 400: "Invalid input", 404: "Company not found", 409: "Duplicate name" },
  },
  {
    method: "put",
    path: "/api/warehouses/{id}",
    tag: "Inventory",
    summary: "Edit a warehouse, with the version read: { success, data, message }",
    body: warehouseUpdateSchema,
    responses: { 200: "Updated", 400: "Invalid input", 404: "Warehouse not found", 409: "Changed by someone else, or duplicate name" },
  },
  {
    method: "delete",
    path: "/api/warehouses/{id}",
    tag: "Inventory",
    summary: "Deactivate a warehouse; with ?permanent=true delete it (refused when it holds stock or has stock history)",
    query: z.object({ permanent: z.enum(["true", "false"]).optional() }),
    responses: { 200: "Deactivated or deleted", 404: "Warehouse not found", 409: "It has stock history: deactivate it instead" },
  },
  {
    method: "post",
    path: "/api/warehouses/{id}/restore",
    tag: "Inventory",
    summary: "Activate a deactivated warehouse: { success, data, message }",
    responses: { 200: "Activated", 404: "Warehouse not found" },
  },
  {
    method: "get",
    path: "/api/inventory/companies/{id}/stock-adjustments",
    tag: "Inventory",
    summary: "Stock adjustments with their items, newest first: { data, total, page, perPage }",
    query: adjustmentApiQuerySchema,
    responses: { 200: "Stock adjustments", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "post",
    path: "/api/inventory/companies/{id}/stock-adjustments",
    tag: "Inventory",
    summary: "Save a stock adjustment: moves the stock and posts its value (entry type ADJ): { success, data, message }",
    body: stockAdjustmentApiSchema,
    responses: {
      201: "Saved",
      400: "Invalid input, below zero or below the reorder point",
      404: "Company not found",
      409: "Not enough stock",
    },
  },
  {
    method: "get",
    path: "/api/inventory/companies/{id}/stock-adjustment-items",
    tag: "Inventory",
    summary: "The adjusted rows, one per item and adjustment, newest first: { data: [{ inventoryItemId, … }], total, page, perPage }",
    query: adjustmentApiQuerySchema,
    responses: { 200: "Adjusted rows", 400: "Invalid query", 404: "Company not found" },
  },
  {
    method: "get",
    path: "/api/inventory/stock-adjustments/{id}",
    tag: "Inventory",
    summary: "One stock adjustment with its items: { success, data }",
    responses: { 200: "The adjustment", 404: "Not found" },
  },
  {
    method: "put",
    path: "/api/inventory/stock-adjustments/{id}",
    tag: "Inventory",
    summary: "Change a stock adjustment (its movements and entry are reversed and reposted), with the version read",
    body: stockAdjustmentApiSchema,
    responses: { 200: "Saved", 400: "Invalid input", 404: "Not found", 409: "Changed by someone else, or its stock has since gone out" },
  },
  {
    method: "delete",
    path: "/api/inventory/stock-adjustments/{id}",
    tag: "Inventory",
    summary: "Delete a stock adjustment (its movements and entry are reversed): { success, message }",
    responses: { 200: "Deleted", 404: "Not found", 409: "The stock it added has since gone out" },
  },
];

/** A request body's JSON schema: field types from the schema's output, "required" from what parsing demands. */
function requestSchema(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: "output", unrepresentable: "any" }) as Record<string, unknown>;
  delete json.$schema;
  const shape =
    schema instanceof z.ZodObject ? schema.shape : "shape" in (schema as object) ? (schema as unknown as z.ZodObject).shape : undefined;
  if (shape && Array.isArray(json.required)) {
    json.required = (json.required as string[]).filter((key) => !shape[key]?.safeParse(undefined).success);
  }
  return json;
}

/** Query string parameters, one per field of the endpoint's query schema. */
function queryParameters(schema: z.ZodObject) {
  return Object.entries(schema.shape).map(([name, field]) => {
    const json = z.toJSONSchema(field as z.ZodType, { io: "output", unrepresentable: "any" }) as Record<string, unknown>;
    delete json.$schema;
    return { name, in: "query", required: !(field as z.ZodType).safeParse(undefined).success, schema: json };
  });
}

const errorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: { type: "string", description: "What went wrong, one message per line" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } }, description: "Messages per field" },
  },
};

export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of ENDPOINTS) {
    const parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[] = [
      ...endpoint.path.matchAll(/\{(\w+)\}/g),
    ].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "integer" },
    }));
    if (endpoint.query) parameters.push(...queryParameters(endpoint.query));
    const responses = Object.fromEntries(
      Object.entries(endpoint.responses).map(([status, description]) => [
        status,
        Number(status) >= 400
          ? { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } }
          : endpoint.produces
            ? { description, content: { [endpoint.produces]: { schema: { type: "string", format: "binary" } } } }
            : { description, content: { "application/json": { schema: { type: "object" } } } },
      ]),
    );
    if (endpoint.auth !== false)
      responses[401] = {
        description: "Authentication required",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    (paths[endpoint.path] ??= {})[endpoint.method] = {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      security: endpoint.auth === false ? [] : [{ bearerAuth: [] }],
      parameters: parameters.length ? parameters : undefined,
      requestBody: endpoint.body
        ? { required: true, content: { "application/json": { schema: requestSchema(endpoint.body) } } }
        : undefined,
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Ledgerline API",
      version: "1.0.0",
      description:
        "Company-scoped bookkeeping. Authenticate with a bearer token from POST /api/client/login or `ledgerline tokens create`.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } },
      schemas: { Error: errorSchema },
    },
    paths,
  };
}
