import * as z from "zod";
import { loginSchema, signupSchema } from "~/modules/auth/schema";
import { companyCreateSchema, companyListQuerySchema, companyUpdateSchema, deleteCompanySchema } from "~/modules/companies/schema";
import { accountCreateSchema, accountUpdateSchema } from "~/modules/accounts/schema";
import { journalDraftUpdateSchema, journalEntrySchema, journalListQuerySchema } from "~/modules/ledger/schema";
import { namedItemSchema, paymentTermSchema, shippingMethodSchema } from "~/modules/support-lists/schema";
import { vendorCreateSchema, vendorUpdateSchema } from "~/modules/vendors/schema";
import { customFieldDefinitionsSchema, CUSTOM_FIELD_FLAGS } from "~/modules/custom-fields/schema";

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
}

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
    summary: "One account with its balance: { account }",
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
  // Vendor Center: the vendor's transactions from the ledger, as bare arrays, newest first.
  {
    method: "get",
    path: "/api/vendor/{vendorId}/bills",
    tag: "Vendors",
    summary:
      "The vendor's bills (entry type BILL) as Vendor Center rows: [{ id, date, type, number, memo, dueDate, amount, status, vendorId, account, paymentMethod, entryType }]",
    responses: { 200: "Bills (an empty array until bills are posted)", 404: "Vendor not found" },
  },
  {
    method: "get",
    path: "/api/vendor/pay-bill/vendor/{vendorId}",
    tag: "Vendors",
    summary:
      "The vendor's pay bills (entry type PAY) as Vendor Center rows: [{ id, date, type, number, memo, dueDate, amount, status, vendorId, account, paymentMethod, entryType }]",
    responses: { 200: "Pay bills (an empty array until pay bills are posted)", 404: "Vendor not found" },
  },
  // Custom fields: the company's set of definitions, saved whole by Manage Custom Fields.
  {
    method: "get",
    path: "/api/company/custom-fields",
    tag: "Custom fields",
    summary: "The company's custom field definitions by name: { customFields: [{ id, name, client, vendor, employee }] }",
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
      "Save the whole set, all or nothing: listed ids are updated, entries without an id added, the company's other fields deleted with their vendor values: { customFields, message }",
    body: z.object({ companyId: z.number().int().positive(), customFields: customFieldDefinitionsSchema }),
    responses: {
      200: "Saved",
      400: "Invalid input (blank, long or repeated name, more than 100 fields, an id not in the company)",
      404: "Company not found",
    },
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
