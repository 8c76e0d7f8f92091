// `ledgerline bills import | export` against a fresh database (a new PGlite folder, or a new
// PostgreSQL database when DATABASE_URL is set): a good file becomes open bills, posted Dr each row /
// Cr Accounts Payable for the vendor, in the Bills list and payable in Pay Bill, each the same as a
// bill saved on screen; a file with bad rows is refused row by row and writes nothing; a dry run
// writes nothing; an export imported into a company with the same vendors, accounts, items and terms
// gives the same bills (and the same export). On PGlite the test opens the folder only while no CLI
// run holds it. The tests share one database and run in order.
import fs from "node:fs";
import path from "node:path";
import type { Knex } from "knex";
import { describe, expect, it } from "vitest";
import { fromDecimal } from "~/lib/money";
import { createAccount } from "~/modules/accounts/accounts.server";
import { accountCreateSchema } from "~/modules/accounts/schema";
import { type CompanyContext } from "~/modules/companies/companies.server";
import { peekEntryNo, trialBalance } from "~/modules/ledger/ledger.server";
import { payBills } from "~/modules/purchases/bill-payments.server";
import { createPurchaseDocument, getPurchaseDocument } from "~/modules/purchases/documents.server";
import { listBills, openBillsForVendor } from "~/modules/purchases/purchase-lists.server";
import { billPaymentSchema, billSchema } from "~/modules/purchases/schema";
import { createSupportItem } from "~/modules/support-lists/support-lists.server";
import { vendorCreateSchema } from "~/modules/vendors/schema";
import { createVendor } from "~/modules/vendors/vendors.server";
import { cliOwner, cliSuite } from "../support/cli";

const SLOW = 180_000;
const FAR_FUTURE = "2100-12-31";
const TODAY = "2026-10-20";

let userId: number;
// The company the good file goes into, the one its export goes into, and one for bad files.
let source: number;
let copy: number;
let scratch: number;

const { cli, withDb, writeFile, target } = cliSuite(
  "ledgerline-cli-bills",
  async (db) => {
    const { user, newCompany } = await cliOwner(db, { email: "bills@example.com", firstName: "Bi", lastName: "Lls" });
    userId = user.id;
    source = (await newCompany()).id;
    copy = (await newCompany()).id;
    scratch = (await newCompany()).id;
    for (const id of [source, copy, scratch]) await giveLists(db, id);
  },
  SLOW,
);
const ctx = (companyId: number): CompanyContext => ({ companyId, userId, today: TODAY });

const idOf = async (db: Knex, table: string, where: Record<string, unknown>) => (await db(table).where(where).first("id")).id as number;

/** What a bookkeeper checks after an import: the bills and entries written, AP, the next bill number. */
async function written(db: Knex, companyId: number) {
  const count = async (table: string, where: Record<string, unknown> = {}) =>
    Number(
      (
        await db(table)
          .where({ companyId, ...where })
          .count({ n: "*" })
      )[0].n,
    );
  return {
    bills: await count("purchaseDocuments", { kind: "bill" }),
    lines: await count("purchaseDocumentLines"),
    entries: await count("journalEntries"),
    payable: await payable(db, companyId),
    nextNumber: await peekEntryNo(db, companyId, "BILL"),
  };
}

/** Accounts Payable's balance (credits − debits), and per vendor by Vendor ID, in cents. */
async function payable(db: Knex, companyId: number) {
  const rows: { vendorId: string | null; net: string }[] = await db("journalLines as l")
    .join("companyAccounts as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId"))
    .leftJoin("vendors as v", (j) => j.on("v.companyId", "l.companyId").andOn("v.id", "l.vendorId"))
    .where({ "l.companyId": companyId, "a.accountName": "Accounts Payable" })
    .groupBy("v.vendorId")
    .select("v.vendorId", db.raw("sum(l.credit - l.debit) as net"));
  const byVendor = Object.fromEntries(rows.map((r) => [r.vendorId ?? "(none)", fromDecimal(r.net)]));
  return { total: Object.values(byVendor).reduce((s, n) => s + n, 0), byVendor };
}

async function expectBooksBalance(db: Knex, companyId: number) {
  const tb = await trialBalance(db, companyId, FAR_FUTURE);
  expect(tb.totals.debit).toBeGreaterThan(0);
  expect(tb.totals.debit).toBe(tb.totals.credit);
}

/** A bill as its screen shows it, without what differs between companies or saves (ids, times). */
async function billAsShown(db: Knex, companyId: number, number: string) {
  const { id } = await db("purchaseDocuments").where({ companyId, kind: "bill", number }).first("id");
  const bill = await getPurchaseDocument(db, companyId, id, "bill");
  const entry = await db("journalEntries")
    .where({ companyId, id: bill.journalEntryId })
    .first("entryType", "entryNo", "entryDate", "comments", "status", "sourceType", "sourceId");
  const entryLines = await db("journalLines as l")
    .join("companyAccounts as a", (j) => j.on("a.companyId", "l.companyId").andOn("a.id", "l.accountId"))
    .leftJoin("vendors as v", (j) => j.on("v.companyId", "l.companyId").andOn("v.id", "l.vendorId"))
    .leftJoin("items as i", (j) => j.on("i.companyId", "l.companyId").andOn("i.id", "l.itemId"))
    .where({ "l.companyId": companyId, "l.journalEntryId": bill.journalEntryId })
    .orderBy("l.lineNo")
    .select("l.lineNo", "a.accountNumber", "l.entryDate", "l.debit", "l.credit", "l.memo", "v.vendorId", "i.name as item");
  return {
    kind: bill.kind,
    number: bill.number,
    vendor: bill.vendor?.vendorId,
    contactName: bill.contactName,
    phone: bill.phone,
    billTo: bill.billTo,
    docDate: bill.docDate,
    dueDate: bill.dueDate,
    deliveryDate: bill.deliveryDate,
    paymentTerm: bill.paymentTerm?.name ?? null,
    vendorReference: bill.vendorReference,
    paymentMethod: bill.paymentMethod,
    toBePrinted: bill.toBePrinted,
    chequeNo: bill.chequeNo,
    payFromAccountId: bill.payFromAccountId,
    refundAccountId: bill.refundAccountId,
    comments: bill.comments,
    total: bill.total,
    amountPaid: bill.amountPaid,
    status: bill.status,
    version: bill.version,
    createdBy: bill.createdBy,
    lines: bill.lines!.map((l) => ({
      lineNo: l.lineNo,
      lineType: l.lineType,
      account: l.account?.accountNumber ?? null,
      item: l.item?.name ?? null,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
    })),
    entry: { ...entry, sourceId: entry.sourceId === bill.id ? "the bill" : entry.sourceId },
    entryLines,
  };
}

/** Every bill of a company as the Bills list lists it (without ids). */
async function billsListed(db: Knex, companyId: number) {
  const page = await listBills(
    db,
    companyId,
    { vendor: null, status: "all", dateType: "all", from: null, to: null, page: 1, perPage: 100 },
    TODAY,
  );
  return page.items.map(({ id: _id, vendorId: _vendor, ...row }) => row);
}

/** The same accounts, items, payment terms and vendors, by number and name, in a company. */
async function giveLists(db: Knex, companyId: number) {
  const c = ctx(companyId);
  const account = (fields: Record<string, unknown>) => createAccount(db, c, accountCreateSchema.parse(fields));
  await account({
    accountType: "Bank",
    accountNumber: "1010",
    accountName: "Checking",
    bankName: "First Bank",
    bankAccountType: "Checking",
    bankAccountNumber: `CHK-${companyId}`,
    openingBalance: "5000.00",
    asOf: "2026-01-01",
  });
  await account({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" });
  const supplies = await account({ accountType: "Expense", accountNumber: "6300", accountName: "Supplies" });
  await account({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
  await createSupportItem(db, c, "payment-terms", { name: "Net 30", netDueIn: "30" });
  await db("items").insert({
    companyId,
    itemType: "product",
    name: "Paper",
    buys: true,
    purchaseDescription: "Copy paper, A4",
    purchasePrice: "4.50",
    expenseAccountId: supplies.id,
  });
  const vendor = (fields: Record<string, unknown>) => createVendor(db, c, vendorCreateSchema.parse(fields));
  await vendor({ vendorId: "ACME", vendorName: "Acme Supplies" });
  await vendor({ vendorId: "BIRCH", vendorName: "Birch Supplies" });
  await vendor({ vendorId: "OLD", vendorName: "Old Vendor", active: false });
}

const GOOD = [
  "Bill Number,Vendor,Bill Date,Due Date,Payment Terms,Vendor Reference,Memo,Account,Item,Description,Quantity,Unit Price,Amount",
  "OLD-1001,ACME,10/01/2026,,Net 30,INV-77,Opening balance,6100,,October rent,,,800.00",
  "OLD-1001,,,,,,,Supplies,,Pens,,,25.50",
  "OLD-1002,Birch Supplies,2026-10-15,11/30/2026,,,,6300 Supplies,,,,,100.00",
  ",acme,11/02/2026,,,,,,Paper,,3,4.50,",
  "",
].join("\n");

describe("bills import", () => {
  it("documents its columns in --help", { timeout: SLOW }, async () => {
    const help = await cli(["bills", "import", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: ledgerline bills import [options] <file>");
    expect(help.stdout).toContain(
      "Bill Number,Vendor,Bill Date,Due Date,Payment Terms,Vendor Reference,Contact,Phone,Memo,Account,Item,Description,Quantity,Unit Price,Amount,Status",
    );
    expect(help.stdout).toContain("Cr Accounts Payable for the vendor");
  });

  it("checks a file first, and a dry run writes nothing", { timeout: SLOW }, async () => {
    const before = await withDb((db) => written(db, source));
    const run = await cli(["bills", "import", writeFile("good.csv", GOOD), "--company", String(source), "--dry-run"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `Dry run: would import 3 bills (4 lines, $939.00, 2 vendors, dated 10/01/2026 to 11/02/2026) into company ${source}; ` +
        "1 bill without a number would be numbered in the BILL series (nothing was written)\n",
    );
    expect(await withDb((db) => written(db, source))).toEqual(before);
  });

  it("imports a good file: open bills posted Dr their rows, Cr Accounts Payable for the vendor", { timeout: SLOW }, async () => {
    const run = await cli(["bills", "import", writeFile("good.csv", GOOD), "--company", String(source)]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `Imported 3 bills (4 lines, $939.00, 2 vendors, dated 10/01/2026 to 11/02/2026) into company ${source} as OLD-1001 to BILL-0001: ` +
        "Accounts Payable up by $939.00\n",
    );
    await withDb(async (db) => {
      expect(await written(db, source)).toMatchObject({
        bills: 3,
        lines: 4,
        payable: { total: 93_900, byVendor: { ACME: 83_900, BIRCH: 10_000 } },
        nextNumber: "BILL-0002",
      });
      await expectBooksBalance(db, source);
      // The Bills list, as the screen shows it: due dates from the term, the date column or the bill date.
      expect(await billsListed(db, source)).toEqual([
        {
          number: "BILL-0001",
          date: "2026-11-02",
          dueDate: "2026-11-02",
          vendorName: "Acme Supplies",
          vendorReference: "",
          status: "Open",
          total: "13.50",
          amountPaid: "0.00",
          amountDue: "13.50",
          memo: "",
        },
        {
          number: "OLD-1002",
          date: "2026-10-15",
          dueDate: "2026-11-30",
          vendorName: "Birch Supplies",
          vendorReference: "",
          status: "Open",
          total: "100.00",
          amountPaid: "0.00",
          amountDue: "100.00",
          memo: "",
        },
        {
          number: "OLD-1001",
          date: "2026-10-01",
          dueDate: "2026-10-31",
          vendorName: "Acme Supplies",
          vendorReference: "INV-77",
          status: "Open",
          total: "825.50",
          amountPaid: "0.00",
          amountDue: "825.50",
          memo: "Opening balance",
        },
      ]);
      const first = await billAsShown(db, source, "OLD-1001");
      expect(first.lines).toEqual([
        {
          lineNo: 1,
          lineType: "account",
          account: "6100",
          item: null,
          description: "October rent",
          quantity: null,
          unitPrice: null,
          amount: "800.00",
        },
        {
          lineNo: 2,
          lineType: "account",
          account: "6300",
          item: null,
          description: "Pens",
          quantity: null,
          unitPrice: null,
          amount: "25.50",
        },
      ]);
      expect(first.entry).toEqual({
        entryType: "BILL",
        entryNo: "OLD-1001",
        entryDate: "2026-10-01",
        comments: "Opening balance",
        status: "posted",
        sourceType: "purchase_document",
        sourceId: "the bill",
      });
      const paper = await billAsShown(db, source, "BILL-0001");
      expect(paper.lines).toEqual([
        {
          lineNo: 1,
          lineType: "item",
          account: null,
          item: "Paper",
          description: "Copy paper, A4",
          quantity: "3.0000",
          unitPrice: "4.50",
          amount: "13.50",
        },
      ]);
      expect(paper.entry.comments).toBe("Bill BILL-0001 — Acme Supplies");
      expect(paper.entryLines.map((l) => [l.accountNumber, l.debit, l.credit, l.vendorId, l.item])).toEqual([
        ["6300", "13.50", "0.00", "ACME", "Paper"],
        ["2000", "0.00", "13.50", "ACME", null],
      ]);

      // Pay Bill offers the imported bills, and pays one partly.
      const acme = await idOf(db, "vendors", { companyId: source, vendorId: "ACME" });
      const open = await openBillsForVendor(db, source, acme, TODAY);
      expect(open.map((b) => [b.number, b.amountDue])).toEqual([
        ["OLD-1001", "825.50"],
        ["BILL-0001", "13.50"],
      ]);
      await payBills(
        db,
        ctx(source),
        billPaymentSchema.parse({
          vendorId: acme,
          payFromAccountId: await idOf(db, "companyAccounts", { companyId: source, accountNumber: "1010" }),
          date: "10/20/2026",
          paymentMethod: "Online Banking",
          bills: [{ billId: open[0].id, amount: "300.00" }],
        }),
      );
      expect((await openBillsForVendor(db, source, acme, TODAY)).map((b) => [b.number, b.amountDue])).toEqual([
        ["OLD-1001", "525.50"],
        ["BILL-0001", "13.50"],
      ]);
      expect((await payable(db, source)).byVendor).toEqual({ ACME: 53_900, BIRCH: 10_000 });
      await expectBooksBalance(db, source);
    });
  });

  it("saves a bill exactly as Enter Bill saves it", { timeout: SLOW }, async () => {
    await withDb(async (db) => {
      // The file's OLD-1002, entered on screen: the same document, rows and entry but for the number.
      const saved = await createPurchaseDocument(
        db,
        { ...ctx(source), userId: null },
        "bill",
        billSchema.parse({
          vendorId: await idOf(db, "vendors", { companyId: source, vendorId: "BIRCH" }),
          date: "10/15/2026",
          dueDate: "11/30/2026",
          accountRecords: [
            { accountId: await idOf(db, "companyAccounts", { companyId: source, accountNumber: "6300" }), amount: "100.00" },
          ],
        }),
      );
      expect(saved.number).toBe("BILL-0002");
      const screen = await billAsShown(db, source, "BILL-0002");
      const imported = await billAsShown(db, source, "OLD-1002");
      const renumbered = JSON.parse(JSON.stringify(imported).replaceAll("OLD-1002", "BILL-0002"));
      expect(screen).toEqual(renumbered);
    });
  });

  it("refuses a file with bad rows, row by row, and writes nothing", { timeout: SLOW }, async () => {
    const before = await withDb((db) => written(db, source));
    const file = writeFile(
      "bad.csv",
      [
        "Bill Number,Vendor,Bill Date,Due Date,Payment Terms,Account,Description,Amount",
        "B-1,NOPE,10/01/2026,,,6100,,10.00",
        "B-2,ACME,13/45/2026,,,6100,,10.00",
        "B-3,ACME,10/01/2026,,,9999,,10.00",
        "B-4,ACME,10/01/2026,,,6100,,12.345",
        "B-5,ACME,10/01/2026,,,6100,,10.00",
        "B-5,BIRCH,10/02/2026,,,6100,,5.00",
        "OLD-1001,ACME,10/01/2026,,,6100,,10.00",
        "B-6,ACME,10/01/2026,,Net 99,4000,,10.00",
        "B-7,OLD,10/01/2026,,,6100,,10.00",
        "B-8,ACME,10/01/2026,,,6100,Nothing owed,0.00",
        "B-9,ACME,10/01/2026,,,6100,,",
        "B-10,ACME,10/01/2026,,,6100,,10.00",
        "B-11,ACME,10/01/2026,,,6100,,-5.00",
      ].join("\n"),
    );
    const run = await cli(["bills", "import", file, "--company", String(source)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      [
        `error: ${file}: 11 rows are not valid: nothing was imported`,
        '  row 2: Vendor "NOPE" is neither a Vendor ID nor a vendor name of this company',
        "  row 3: Bill Date must be a valid date (MM/DD/YYYY)",
        '  row 4: Account "9999" is not in this company',
        "  row 5: Amount must be an amount with at most 2 decimals",
        '  row 7: Vendor "Birch Supplies" differs from row 6 of bill B-5 ("Acme Supplies"); Bill Date "10/02/2026" differs from row 6 of bill B-5 ("10/01/2026")',
        '  row 8: Bill Number "OLD-1001" is already used by a bill of this company',
        '  row 9: Payment Terms "Net 99" does not exist; Account "4000 Sales": The account must be an account of type Expense, Other Expense, Cost of Goods Sold, Fixed Asset, Other current Asset, Inventory Asset.',
        '  row 10: Vendor "OLD": The selected vendor is inactive.',
        "  row 11: bill B-8: The total must be more than zero.",
        "  row 12: Amount is required",
        "  row 14: Amount cannot be negative",
        "",
      ].join("\n"),
    );
    expect(await withDb((db) => written(db, source))).toEqual(before);
  });

  it("refuses a file it cannot read, and one with no bills", { timeout: SLOW }, async () => {
    const unknown = await cli([
      "bills",
      "import",
      writeFile("columns.csv", "Vendor,Bill Date,Colour\nACME,10/01/2026,red\n"),
      "--company",
      String(scratch),
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('error: Unknown column "Colour": the columns are Bill Number, Vendor, Bill Date');
    const empty = await cli(["bills", "import", writeFile("empty.csv", "Vendor,Bill Date,Account,Amount\n"), "--company", String(scratch)]);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toBe(`error: ${path.join(target().tempDir, "empty.csv")}: The file holds no bills: nothing to import\n`);
    expect(await withDb((db) => written(db, scratch))).toMatchObject({ bills: 0, nextNumber: "BILL-0001" });
  });
});

describe("bills export", () => {
  it(
    "round-trips with bill-payments: bills, drafts and payments imported into a company with the same lists give the same books",
    {
      timeout: SLOW,
    },
    async () => {
      // A draft in the source (not in the books, but in the file with its Status).
      await withDb(async (db) =>
        createPurchaseDocument(
          db,
          ctx(source),
          "bill",
          billSchema.parse({
            vendorId: await idOf(db, "vendors", { companyId: source, vendorId: "BIRCH" }),
            date: "10/18/2026",
            status: "draft",
            accountRecords: [
              { accountId: await idOf(db, "companyAccounts", { companyId: source, accountNumber: "6100" }), amount: "40.00" },
              { accountId: await idOf(db, "companyAccounts", { companyId: source, accountNumber: "6300" }), amount: "2.00" },
            ],
          }),
        ),
      );
      const exported = path.join(target().tempDir, "exported.csv");
      const out = await cli(["bills", "export", "--company", String(source), "--out", exported]);
      expect(out.code).toBe(0);
      expect(out.stderr).toBe(`Wrote the bills of company ${source} to ${exported}\n`);
      const csv = fs.readFileSync(exported, "utf8");
      expect(csv.split("\n").slice(0, 3)).toEqual([
        "Bill Number,Vendor,Bill Date,Due Date,Payment Terms,Vendor Reference,Contact,Phone,Memo,Account,Item,Description,Quantity,Unit Price,Amount,Status",
        "OLD-1001,ACME,10/01/2026,10/31/2026,Net 30,INV-77,,,Opening balance,6100,,October rent,,,800.00,Open",
        "OLD-1001,ACME,10/01/2026,10/31/2026,Net 30,INV-77,,,Opening balance,6300,,Pens,,,25.50,Open",
      ]);
      expect(csv).toMatch(/\nDRAFT-\d+,BIRCH,10\/18\/2026,10\/18\/2026,,,,,,6100,,,,,40.00,Draft\n/);

      const run = await cli(["bills", "import", exported, "--company", String(copy)]);
      expect(run.stderr).toBe("");
      expect(run.stdout).toContain(
        `Imported 5 bills, 1 draft (7 lines, $1,039.00, 2 vendors, dated 10/01/2026 to 11/02/2026) into company ${copy}`,
      );

      const again = await cli(["bills", "export", "--company", String(copy)]);
      expect(again.code).toBe(0);
      const withoutDraftIds = (text: string) => text.replace(/DRAFT-\d+/g, "DRAFT-n");
      expect(withoutDraftIds(again.stdout)).toBe(withoutDraftIds(csv));

      // Then the payments: every bill paid as it was in the source.
      const payments = path.join(target().tempDir, "payments.csv");
      const paymentsOut = await cli(["bill-payments", "export", "--company", String(source), "--output", payments]);
      expect(paymentsOut.code).toBe(0);
      expect(fs.readFileSync(payments, "utf8")).toBe(
        "Payment Number,Vendor,Pay Date,Pay From,Payment Method,Status,Memo,Bill Number,Amount Paid,Vendor Credit,Credit Applied\n" +
          "PAY-0001,ACME,10/20/2026,1010,Online Banking,Issued,,OLD-1001,300.00,,0.00\n",
      );
      const dry = await cli(["bill-payments", "import", payments, "--company", String(copy), "--dry-run"]);
      expect(dry.stdout).toBe(`Dry run: would import 1 payment ($300.00 paid) into company ${copy} (nothing was written)\n`);
      const paid = await cli(["bill-payments", "import", payments, "--company", String(copy)]);
      expect(paid.stderr).toBe("");
      expect(paid.stdout).toBe(`Imported 1 payment ($300.00 paid) into company ${copy} as PAY-0001: Accounts Payable down by $300.00\n`);

      await withDb(async (db) => {
        expect(await billsListed(db, copy)).toEqual(await billsListed(db, source));
        for (const number of ["OLD-1001", "OLD-1002", "BILL-0001", "BILL-0002"]) {
          const { createdBy: _by, ...copied } = await billAsShown(db, copy, number);
          const { createdBy: _b, ...original } = await billAsShown(db, source, number);
          expect(copied).toEqual(original);
        }
        // The series continues after the numbers the file brought; the draft is a draft.
        expect(await written(db, copy)).toMatchObject({
          bills: 5,
          payable: await payable(db, source),
          nextNumber: "BILL-0003",
        });
        expect(await db("purchaseDocuments").where({ companyId: copy, status: "draft" }).pluck("number")).toEqual(["DRAFT"]);
        const trial = async (companyId: number) =>
          (await trialBalance(db, companyId, FAR_FUTURE)).rows.map((r) => [r.accountNumber, r.debit, r.credit]);
        expect(await trial(copy)).toEqual(await trial(source));
        await expectBooksBalance(db, copy);
      });

      // A payment of a bill that is not the vendor's, or of more than is due, is refused whole.
      const bad = writeFile(
        "bad-payments.csv",
        [
          "Payment Number,Vendor,Pay Date,Pay From,Bill Number,Amount Paid",
          "P1,ACME,10/21/2026,1010,OLD-1002,10.00",
          "P2,ACME,10/21/2026,9999,OLD-1001,10.00",
          "P3,ACME,10/21/2026,1010,OLD-1001,9999.00",
          "",
        ].join("\n"),
      );
      const refused = await cli(["bill-payments", "import", bad, "--company", String(copy)]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('row 2: Bill Number "OLD-1002" is not an open or paid bill of vendor "ACME"');
      expect(refused.stderr).toContain('row 3: Pay From "9999" is not an account number of this company');
      const overpaid = writeFile(
        "overpaid.csv",
        "Payment Number,Vendor,Pay Date,Pay From,Bill Number,Amount Paid\nP3,ACME,10/21/2026,1010,OLD-1001,9999.00\n",
      );
      const over = await cli(["bill-payments", "import", overpaid, "--company", String(copy)]);
      expect(over.code).toBe(1);
      expect(over.stderr).toContain("Payment P3 could not be saved: nothing was imported");
      expect(over.stderr).toContain("row 2: The amount for bill OLD-1001 is more than its amount due ($525.50).");
      await withDb(async (db) => expect((await payable(db, copy)).total).toBe((await payable(db, source)).total));

      // Importing the same file again is refused: its numbers are taken.
      const twice = await cli(["bills", "import", exported, "--company", String(copy)]);
      expect(twice.code).toBe(1);
      expect(twice.stderr).toContain('row 2: Bill Number "OLD-1001" is already used by a bill of this company');
    },
  );
});
