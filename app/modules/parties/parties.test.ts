import { describe, expect, it } from "vitest";
import * as z from "zod";
import { optionalText } from "~/lib/zod-helpers";
import type { Cents } from "~/lib/money";
import { BaseModel } from "~/utils/model";
import { centerSearch, kindOfEntry, readCenterQuery, type CenterKinds } from "./center";
import { csvColumns, parsePartiesCsv, type PartyCsvConfig } from "./csv.server";
import { balanceSql, openingPosting, type PartyConfig } from "./party.server";
import { partyHeaderFields, partyRules } from "./schema";
import { partyMessages, type PartyWords } from "./words";

// A second configuration of the party module, as the customer side will add it — here only words,
// tables named but never queried, and a receivable balance — shows that nothing of the vendor is
// built into the module: its messages, schemas, posting, Center and CSV speak the customer's words.

const CUSTOMER_WORDS: PartyWords = {
  party: "customer",
  Party: "Customer",
  parties: "customers",
  Parties: "Customers",
  controlAccount: "Accounts Receivable",
};
const messages = partyMessages(CUSTOMER_WORDS);

const CUSTOMER: PartyConfig = {
  words: CUSTOMER_WORDS,
  messages,
  table: "customers",
  model: BaseModel,
  codeColumn: "customerId",
  nameColumn: "customerName",
  sinceColumn: "customerSince",
  partyKey: "customerId",
  lineTag: "vendorId", // the ledger's tag column of this test; a customer configuration adds its own
  insertRows: async () => [],
  contactsTable: "customerContacts",
  contactModel: BaseModel,
  addressesTable: "customerAddresses",
  customValuesTable: "customerCustomValues",
  references: [["customerGroups", "customerGroupId", "Customer Group"]],
  columns: ["id", "customerId", "customerName"],
  moneyColumns: ["openingBalance"],
  control: { find: async () => null, ensure: async () => 12, side: "debit" },
  opening: { entryType: "COB", sourceType: "customer" },
};

const fields = partyHeaderFields(messages);
const customerSchema = z
  .object({
    customerId: fields.code,
    customerName: fields.name,
    active: fields.active,
    customerSince: fields.since,
    openingBalance: fields.openingBalance,
    balanceAsOf: fields.balanceAsOf,
    resaleNumber: optionalText(),
    address: fields.address,
    contacts: fields.contacts,
    addresses: fields.addresses,
    customFields: fields.customFields,
  })
  .superRefine(partyRules(messages).crossChecks);

const issues = (value: unknown) => {
  const result = customerSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("a second party configuration (a customer, without a database)", () => {
  it("words every message of the header, contacts and addresses as a customer", () => {
    expect(messages.idRequired).toBe("Customer ID is required.");
    expect(messages.idExists).toBe("This Customer ID already exists in this company.");
    expect(messages.nameRequired).toBe("Customer Name is required.");
    expect(messages.sinceDate).toBe("Please enter a valid date in MM/DD/YYYY format for Customer Since.");
    expect(messages.notFound).toBe("Customer not found");
    expect(messages.addressTypeUsed("Billing")).toBe(
      "Address type Billing is used more than once. Each address type can be used once per customer.",
    );
    expect(messages.hasTransactions("Acme")).toBe(
      'Customer "Acme" has transactions and cannot be deleted. Its postings (including an opening balance, which is posted to Accounts Receivable) stay in the ledger; mark the customer inactive instead.',
    );
    expect(
      Object.values(messages)
        .map((m) => (typeof m === "function" ? m("x" as never) : m))
        .join(" "),
    ).not.toMatch(/vendor|payable/i);
  });

  it("builds a payload schema whose refusals are the customer's messages", () => {
    expect(issues({ customerId: " ", customerName: "", customerSince: "13/45/2026" })).toEqual([
      "Customer ID is required.",
      "Customer Name is required.",
      "Please enter a valid date in MM/DD/YYYY format for Customer Since.",
    ]);
    const address = { type: "Billing", address1: "1 Main", city: "Springfield", state: "IL", postalCode: "62701", country: "US" };
    expect(issues({ customerId: "C1", customerName: "Acme", addresses: [address, address] })).toEqual([
      "Address type Billing is used more than once. Each address type can be used once per customer.",
    ]);
    expect(issues({ customerId: "C1", customerName: "Acme", openingBalance: "-5" })).toEqual(["Opening Balance cannot be negative."]);
  });

  it("posts an opening balance on the debit side: Dr Accounts Receivable tagged with the customer, Cr Opening Balance Equity", () => {
    const posting = openingPosting(CUSTOMER, { id: 7, name: "Acme" }, 12_550 as Cents, "2026-01-31", { equity: 30, control: 12 });
    expect(posting).toEqual({
      entryType: "COB",
      entryDate: "2026-01-31",
      comments: "Opening balance of customer Acme",
      sourceType: "customer",
      sourceId: 7,
      lines: [
        { accountId: 12, debit: 12_550, memo: "Opening balance: Acme", vendorId: 7 },
        { accountId: 30, credit: 12_550, memo: "Opening balance: Acme" },
      ],
    });
    expect(balanceSql(CUSTOMER)).toBe("l.debit - l.credit");
  });

  it("reads its Center's URL with its own parameter, kinds and views", () => {
    const kinds: CenterKinds<"Invoice" | "Receive Payment" | "Journal Entry"> = {
      byEntryType: { INV: "Invoice", RCV: "Receive Payment" },
      otherwise: "Journal Entry",
      views: [
        { value: "all", label: "All Transactions", entryTypes: null },
        { value: "invoices", label: "Invoices", entryTypes: ["INV"] },
      ],
      typeFilters: (view) => (view === "invoices" ? [{ value: "open", label: "Open Invoices" }] : []),
    };
    const query = readCenterQuery(kinds, "customer", new URLSearchParams("customer=9&view=invoices&type=open&vendor=3"));
    expect(query).toMatchObject({ party: 9, view: "invoices", type: "open" });
    expect(readCenterQuery(kinds, "customer", new URLSearchParams("view=bills&type=open"))).toMatchObject({ view: "all", type: "all" });
    expect(centerSearch("customer", query)).toBe("?customer=9&view=invoices&type=open");
    expect(["INV", "RCV", "BILL"].map((t) => kindOfEntry(kinds, t))).toEqual(["Invoice", "Receive Payment", "Journal Entry"]);
  });

  it("reads a CSV file with its own columns and refuses one without them", () => {
    const csv: PartyCsvConfig = {
      party: CUSTOMER,
      fields: [
        { column: "Customer ID", field: "customerId", kind: "text" },
        { column: "Customer Name", field: "customerName", kind: "text" },
        { column: "Customer Group", field: "customerGroupId", kind: "ref", table: "customerGroups" },
      ],
      required: ["Customer ID", "Customer Name"],
      schema: customerSchema as unknown as PartyCsvConfig["schema"],
    };
    expect(csvColumns(csv).slice(0, 4)).toEqual(["Customer ID", "Customer Name", "Customer Group", "Billing Address Line 1"]);
    const file = parsePartiesCsv(csv, "customer id,Customer Name,Contact 1 Email\nC1,Acme,a@example.com\n");
    expect(file.rows[0].values).toMatchObject({ "Customer ID": "C1", "Customer Name": "Acme", "Contact 1 Email": "a@example.com" });
    expect(file.contactGroups).toEqual([1]);
    expect(() => parsePartiesCsv(csv, "Vendor ID,Vendor Name\nV1,Acme\n")).toThrow(/Customer ID/);
  });
});
