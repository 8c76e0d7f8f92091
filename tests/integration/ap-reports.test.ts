// The payables reports — A/P Aging Summary, A/P Aging Detail, Unpaid Bills Detail — against books
// built through the real services and numbers worked out by hand. Every report's total must equal
// Accounts Payable in the trial balance on the same date, whatever the date.
//
//   vendor   document     date        due         amount    settled                                   open on 06/30/2026
//   ACME     BILL-0001    06/01/2026  07/01/2026  1,000.00  PAY-0001 400.00 on 06/10                  600.00  current
//   ACME     BILL-0002    04/01/2026  05/01/2026    500.00  PAY-0002 200.00 on 06/20                  300.00  60 days: 31-60
//   ACME     BILL-0003    03/01/2026  03/15/2026    300.00  PAY-0002 300.00 on 06/20 (one payment,    paid
//                                                           two bills)
//   BIRCH    BILL-0004    05/15/2026  06/14/2026    250.00  VCN-0001 100.00 applied on 06/25 (PAY-0003) 150.00  16 days: 1-30
//   BIRCH    BILL-0005    03/20/2026  04/19/2026    800.00  PAY-0004 800.00 on 07/05 (after the date)  800.00  72 days: 61-90
//   ACME     VCN-0002     06/15/2026               75.00  unapplied                                  -75.00  15 days: 1-30
//   ACME     draft bill   06/01/2026                999.00  (a draft: never on the report)
//   CEDAR    VOB-0001     03/01/2026                 50.00  the vendor's opening balance               50.00  121 days: > 90
//   CEDAR    BILL-0006    07/10/2026  08/09/2026    444.00  (dated after the date)
//   ACME     JE-0001      05/10/2026                 20.00  Cr Accounts Payable; reversed 07/01         20.00  51 days: 31-60
//   —        JE-0002      06/30/2026                 30.00  Cr Accounts Payable, no vendor              30.00  current
//   DOGWOOD  BILL-0007    08/01/2026  08/31/2026    120.00  PAY-0005 120.00 on 07/20, before the bill's date
//
// Accounts Payable on 06/30/2026: bills 2,850.00 + opening 50.00 + entries 50.00 − credits 175.00
// − payments 900.00 = 1,875.00.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toDecimal, type Cents } from "../../app/lib/money";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { Company, CompanyContext } from "../../app/modules/companies/companies.server";
import { postEntry, reverseEntry, trialBalance } from "../../app/modules/ledger/ledger.server";
import { payBills } from "../../app/modules/purchases/bill-payments.server";
import { createPurchaseDocument } from "../../app/modules/purchases/documents.server";
import { billPaymentSchema, DOCUMENT_SCHEMAS, type DocumentKind } from "../../app/modules/purchases/schema";
import { apAgingSummary, apDetail } from "../../app/modules/reports/ap-aging.server";
import { vendorCreateSchema } from "../../app/modules/vendors/schema";
import { createVendor } from "../../app/modules/vendors/vendors.server";
import { findAccountsPayableAccount } from "../../app/modules/accounts/system-accounts.server";
import * as summaryApi from "../../app/routes/api+/reports.ap-aging-summary";
import * as unpaidApi from "../../app/routes/api+/reports.unpaid-bills-detail";
import { loader as detailLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.vendors-payables.ap-aging-detail";
import { loader as detailCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.vendors-payables.ap-aging-detail[.]csv";
import { loader as summaryLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.vendors-payables.ap-aging-summary";
import { loader as summaryCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.vendors-payables.ap-aging-summary[.]csv";
import { loader as unpaidLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.vendors-payables.unpaid-bills-detail";
import { loader as unpaidCsvLoader } from "../../app/routes/company.$companyId.dashboard+/_reports+/reports.vendors-payables.unpaid-bills-detail[.]csv";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { signedInOwner } from "../support/books";
import { CHECKING } from "../support/accounts";

let app: TestApp;
let company: Company;
let ctx: CompanyContext;
let cookie: string;
let strangerCookie: string;
const ids: Record<string, number> = {};
const D = "2026-06-30";

const save = (kind: DocumentKind, body: Record<string, unknown>) =>
  createPurchaseDocument(app.db, ctx, kind, DOCUMENT_SCHEMAS[kind].parse(body) as never);
const bill = (vendorId: number, date: string, dueDate: string, amount: string, status?: "draft") =>
  save("bill", { vendorId, date, dueDate, status, accountRecords: [{ accountId: ids.rent, amount }] });
const credit = (vendorId: number, date: string, amount: string) =>
  save("vendor_credit", { vendorId, date, accountRecords: [{ accountId: ids.rent, amount }] });
const pay = (body: Record<string, unknown>) =>
  payBills(app.db, ctx, billPaymentSchema.parse({ payFromAccountId: ids.bank, paymentMethod: "Online Banking", ...body }));

/** Accounts Payable in the trial balance on a date: credit − debit of its row, in cents. */
async function payableInTrialBalance(asOf: string): Promise<number> {
  const tb = await trialBalance(app.db, company.id, asOf);
  const row = tb.rows.find((r) => r.accountId === ids.ap);
  return row ? row.credit - row.debit : 0;
}

const screen = (handler: unknown, path: string, query = "", who = cookie, companyId = company.id) =>
  call(handler, `/company/${companyId}/dashboard/reports/vendors-payables/${path}${query}`, {
    params: { companyId: String(companyId) },
    headers: { Cookie: who },
  });

async function json<T = any>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const money = (cents: number) => toDecimal(cents);

beforeAll(async () => {
  app = await startTestApp();
  ({ cookie, company, ctx } = await signedInOwner(app.db));
  const stranger = await makeUser(app.db);
  strangerCookie = await sessionCookie(stranger.user);

  ids.bank = (
    await createAccount(
      app.db,
      ctx,
      accountCreateSchema.parse({
        ...CHECKING,
        openingBalance: "10000.00",
        asOf: "01/01/2026",
      }),
    )
  ).id;
  ids.rent = (
    await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" }))
  ).id;
  const vendor = async (vendorId: string, extra: Record<string, unknown> = {}) =>
    (await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId, vendorName: `${vendorId} Supplies`, ...extra }))).id;
  ids.acme = await vendor("ACME");
  ids.birch = await vendor("BIRCH");
  ids.cedar = await vendor("CEDAR", { openingBalance: "50.00", balanceAsOf: "03/01/2026" });
  ids.dogwood = await vendor("DOGWOOD");

  const a1 = await bill(ids.acme, "2026-06-01", "2026-07-01", "1000.00");
  const a2 = await bill(ids.acme, "2026-04-01", "2026-05-01", "500.00");
  const a3 = await bill(ids.acme, "2026-03-01", "2026-03-15", "300.00");
  const b1 = await bill(ids.birch, "2026-05-15", "2026-06-14", "250.00");
  const b2 = await bill(ids.birch, "2026-03-20", "2026-04-19", "800.00");
  await bill(ids.acme, "2026-06-01", "2026-07-01", "999.00", "draft");
  await bill(ids.cedar, "2026-07-10", "2026-08-09", "444.00");
  const d1 = await bill(ids.dogwood, "2026-08-01", "2026-08-31", "120.00");
  const vc1 = await credit(ids.birch, "2026-06-05", "100.00");
  await credit(ids.acme, "2026-06-15", "75.00");

  await pay({ vendorId: ids.acme, date: "2026-06-10", bills: [{ billId: a1.id, amount: "400.00" }] });
  await pay({
    vendorId: ids.acme,
    date: "2026-06-20",
    bills: [
      { billId: a2.id, amount: "200.00" },
      { billId: a3.id, amount: "300.00" },
    ],
  });
  await pay({
    vendorId: ids.birch,
    date: "2026-06-25",
    bills: [{ billId: b1.id, creditApplied: "100.00" }],
    credits: [{ creditId: vc1.id, amount: "100.00" }],
  });
  await pay({ vendorId: ids.birch, date: "2026-07-05", bills: [{ billId: b2.id, amount: "800.00" }] });
  await pay({ vendorId: ids.dogwood, date: "2026-07-20", bills: [{ billId: d1.id, amount: "120.00" }] });

  ids.ap = (await findAccountsPayableAccount(app.db, company.id))!;
  const je = (date: string, cents: number, vendorId: number | null) =>
    app.db.transaction((trx) =>
      postEntry(trx, ctx, {
        entryType: "JE",
        entryDate: date,
        comments: "Accrued rent",
        lines: [
          { accountId: ids.rent, debit: cents as Cents },
          { accountId: ids.ap, credit: cents as Cents, vendorId },
        ],
      }),
    );
  const je1 = await je("2026-05-10", 2000, ids.acme);
  await je("2026-06-30", 3000, null);
  await app.db.transaction((trx) => reverseEntry(trx, ctx, je1.id, { date: "2026-07-01" }));
});
afterAll(() => app.cleanup());

describe("A/P Aging Summary", () => {
  it("splits each vendor's open balance by days past due, with totals equal to Accounts Payable", async () => {
    const report = await apAgingSummary(app.db, company.id, D);
    expect(report.rows.map((r) => [r.partyName, r.current, r["1-30"], r["31-60"], r["61-90"], r["over-90"], r.total])).toEqual([
      ["ACME Supplies", 60000, -7500, 32000, 0, 0, 84500],
      ["BIRCH Supplies", 0, 15000, 0, 80000, 0, 95000],
      ["CEDAR Supplies", 0, 0, 0, 0, 5000, 5000],
      ["", 3000, 0, 0, 0, 0, 3000],
    ]);
    expect(report.rows[3].partyId).toBeNull();
    expect(report.totals).toEqual({ current: 63000, "1-30": 7500, "31-60": 32000, "61-90": 80000, "over-90": 5000, total: 187500 });
    expect(await payableInTrialBalance(D)).toBe(187500);
  });

  it("reads the books as they stood on the date: later payments unpaid, later bills absent, bills paid before the date gone", async () => {
    // 06/15: BILL-0003 is not paid yet (PAY-0002 is dated 06/20), nor BILL-0001's 400.00 (06/10 is before)...
    const june15 = await apAgingSummary(app.db, company.id, "2026-06-15");
    expect(june15.rows.map((r) => [r.partyName, r.total])).toEqual([
      ["ACME Supplies", 60000 + 50000 + 30000 - 7500 + 2000],
      ["BIRCH Supplies", 25000 + 80000 - 10000],
      ["CEDAR Supplies", 5000],
    ]);
    // 07/25: BILL-0005 paid on 07/05; DOGWOOD paid 120.00 on a bill dated 08/01 (shown as its payment);
    // CEDAR's bill of 07/10; JE-0001 reversed on 07/01 (both shown).
    const july25 = await apAgingSummary(app.db, company.id, "2026-07-25");
    expect(july25.rows.map((r) => [r.partyName, r.total])).toEqual([
      ["ACME Supplies", 60000 + 30000 - 7500],
      ["BIRCH Supplies", 15000],
      ["CEDAR Supplies", 5000 + 44400],
      ["DOGWOOD Supplies", -12000],
      ["", 3000],
    ]);
    for (const asOf of [
      "2025-12-31",
      "2026-03-01",
      "2026-05-31",
      "2026-06-15",
      D,
      "2026-07-05",
      "2026-07-25",
      "2026-08-01",
      "2026-12-31",
    ]) {
      const payable = await payableInTrialBalance(asOf);
      expect((await apAgingSummary(app.db, company.id, asOf)).totals.total, `summary on ${asOf}`).toBe(payable);
      expect((await apDetail(app.db, company.id, asOf, "bucket")).open, `aging detail on ${asOf}`).toBe(payable);
      expect((await apDetail(app.db, company.id, asOf, "vendor")).open, `unpaid bills on ${asOf}`).toBe(payable);
    }
  });

  it("shows on screen what it exports to CSV", async () => {
    const body = await json(await screen(summaryLoader, "ap-aging-summary", `?asOf=06%2F30%2F2026`));
    expect(body.asOf).toBe(D);
    expect(body.total).toBe(4);
    const response = await screen(summaryCsvLoader, "ap-aging-summary.csv", `?asOf=${D}`);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="ap-aging-summary-2026-06-30.csv"');
    const csv = await response.text();
    expect(csv).toBe(
      [
        "Vendor,Current,1 - 30,31 - 60,61 - 90,> 90,Total",
        "ACME Supplies,600.00,-75.00,320.00,0.00,0.00,845.00",
        "BIRCH Supplies,0.00,150.00,0.00,800.00,0.00,950.00",
        "CEDAR Supplies,0.00,0.00,0.00,0.00,50.00,50.00",
        "No vendor,30.00,0.00,0.00,0.00,0.00,30.00",
        "Total,630.00,75.00,320.00,800.00,50.00,1875.00",
        "",
      ].join("\n"),
    );
    const fromScreen = [
      ...body.rows.map((r: any) => [r.partyName || "No vendor", r.current, r["1-30"], r["31-60"], r["61-90"], r["over-90"], r.total]),
      [
        "Total",
        body.totals.current,
        body.totals["1-30"],
        body.totals["31-60"],
        body.totals["61-90"],
        body.totals["over-90"],
        body.totals.total,
      ],
    ].map((cells) => cells.map((c: unknown) => (typeof c === "number" ? money(c) : c)).join(","));
    expect(csv.trim().split("\n").slice(1)).toEqual(fromScreen);
  });

  it("defaults to today, says what is wrong with a bad date, and is a 404 for another user's company", async () => {
    expect((await json(await screen(summaryLoader, "ap-aging-summary"))).asOf).toBe(ctx.today);
    const bad = await json(await screen(summaryLoader, "ap-aging-summary", "?asOf=02%2F30%2F2026"));
    expect(bad.errors).toEqual({ asOf: ["As of date must be a valid date (MM/DD/YYYY)"] });
    expect(bad.asOf).toBe(ctx.today);
    const badCsv = await screen(summaryCsvLoader, "ap-aging-summary.csv", "?asOf=yesterday");
    expect(badCsv.status).toBe(400);
    expect(await badCsv.text()).toBe("As of date must be a valid date (MM/DD/YYYY)");
    for (const [handler, path] of [
      [summaryLoader, "ap-aging-summary"],
      [summaryCsvLoader, "ap-aging-summary.csv"],
      [detailLoader, "ap-aging-detail"],
      [detailCsvLoader, "ap-aging-detail.csv"],
      [unpaidLoader, "unpaid-bills-detail"],
      [unpaidCsvLoader, "unpaid-bills-detail.csv"],
    ] as const) {
      expect((await screen(handler, path, "", strangerCookie)).status, path).toBe(404);
    }
  });
});

describe("A/P Aging Detail", () => {
  it("lists the open items by bucket with each bucket's total, and exports the same to CSV", async () => {
    const report = await apDetail(app.db, company.id, D, "bucket");
    expect(
      report.groups.map((g) => [
        g.label,
        g.open,
        g.items.map((i) => [i.type, i.number, i.partyName, i.date, i.dueDate, i.daysPastDue, i.amount, i.open]),
      ]),
    ).toEqual([
      [
        "Current",
        63000,
        [
          ["Journal Entry", "JE-0002", "", D, D, 0, 3000, 3000],
          ["Bill", "BILL-0001", "ACME Supplies", "2026-06-01", "2026-07-01", -1, 100000, 60000],
        ],
      ],
      [
        "1 - 30",
        7500,
        [
          ["Bill", "BILL-0004", "BIRCH Supplies", "2026-05-15", "2026-06-14", 16, 25000, 15000],
          ["Vendor Credit", "VCN-0002", "ACME Supplies", "2026-06-15", "2026-06-15", 15, -7500, -7500],
        ],
      ],
      [
        "31 - 60",
        32000,
        [
          ["Bill", "BILL-0002", "ACME Supplies", "2026-04-01", "2026-05-01", 60, 50000, 30000],
          ["Journal Entry", "JE-0001", "ACME Supplies", "2026-05-10", "2026-05-10", 51, 2000, 2000],
        ],
      ],
      ["61 - 90", 80000, [["Bill", "BILL-0005", "BIRCH Supplies", "2026-03-20", "2026-04-19", 72, 80000, 80000]]],
      ["> 90", 5000, [["Opening Balance", "VOB-0001", "CEDAR Supplies", "2026-03-01", "2026-03-01", 121, 5000, 5000]]],
    ]);
    expect(report.open).toBe(187500);

    const body = await json(await screen(detailLoader, "ap-aging-detail", `?asOf=${D}`));
    const csv = await (await screen(detailCsvLoader, "ap-aging-detail.csv", `?asOf=${D}`)).text();
    const fromScreen = ["Aging,Type,Date,Number,Vendor,Due Date,Days Past Due,Amount,Open Balance"];
    const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    for (const g of body.report.groups) {
      for (const i of g.items) {
        fromScreen.push(
          [
            g.label,
            i.type,
            us(i.date),
            i.number,
            i.partyName || "No vendor",
            us(i.dueDate),
            i.daysPastDue > 0 ? i.daysPastDue : "",
            money(i.amount),
            money(i.open),
          ].join(","),
        );
      }
      fromScreen.push(`Total ${g.label},,,,,,,,${money(g.open)}`);
    }
    fromScreen.push(`Total,,,,,,,,${money(body.report.open)}`);
    expect(csv).toBe(`${fromScreen.join("\n")}\n`);
    expect(csv).toContain("1 - 30,Vendor Credit,06/15/2026,VCN-0002,ACME Supplies,06/15/2026,15,-75.00,-75.00\n");
    expect(csv).toContain("Total,,,,,,,,1875.00\n");
  });

  it("pages the items, carrying a bucket's total to the page where it ends", async () => {
    const first = await json(await screen(detailLoader, "ap-aging-detail", `?asOf=${D}&perPage=5`));
    expect(first.report.total).toBe(8);
    expect(first.report.open).toBe(187500);
    expect(first.report.groups.map((g: any) => [g.label, g.items.length, g.starts, g.ends])).toEqual([
      ["Current", 2, true, true],
      ["1 - 30", 2, true, true],
      ["31 - 60", 1, true, false],
    ]);
    const second = await json(await screen(detailLoader, "ap-aging-detail", `?asOf=${D}&perPage=5&page=2`));
    expect(second.report.groups.map((g: any) => [g.label, g.items.length, g.starts, g.ends, g.open])).toEqual([
      ["31 - 60", 1, false, true, 32000],
      ["61 - 90", 1, true, true, 80000],
      ["> 90", 1, true, true, 5000],
    ]);
    const past = await json(await screen(detailLoader, "ap-aging-detail", `?asOf=${D}&perPage=5&page=9`));
    expect(past.report).toMatchObject({ groups: [], total: 8, open: 187500 });
  });
});

describe("Unpaid Bills Detail", () => {
  it("lists each vendor's unpaid bills, credits and postings with the vendor's total, and exports the same to CSV", async () => {
    const report = await apDetail(app.db, company.id, D, "vendor");
    expect(report.groups.map((g) => [g.label, g.open, g.items.map((i) => [i.type, i.number, i.daysPastDue, i.amount, i.open])])).toEqual([
      [
        "ACME Supplies",
        84500,
        [
          ["Bill", "BILL-0002", 60, 50000, 30000],
          ["Journal Entry", "JE-0001", 51, 2000, 2000],
          ["Bill", "BILL-0001", -1, 100000, 60000],
          ["Vendor Credit", "VCN-0002", 15, -7500, -7500],
        ],
      ],
      [
        "BIRCH Supplies",
        95000,
        [
          ["Bill", "BILL-0005", 72, 80000, 80000],
          ["Bill", "BILL-0004", 16, 25000, 15000],
        ],
      ],
      ["CEDAR Supplies", 5000, [["Opening Balance", "VOB-0001", 121, 5000, 5000]]],
      ["No vendor", 3000, [["Journal Entry", "JE-0002", 0, 3000, 3000]]],
    ]);
    expect(report.open).toBe(187500);

    const response = await screen(unpaidCsvLoader, "unpaid-bills-detail.csv", `?asOf=${D}`);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="unpaid-bills-detail-2026-06-30.csv"');
    expect(await response.text()).toBe(
      [
        "Vendor,Type,Date,Number,Due Date,Aging,Amount,Open Balance",
        "ACME Supplies,Bill,04/01/2026,BILL-0002,05/01/2026,60,500.00,300.00",
        "ACME Supplies,Journal Entry,05/10/2026,JE-0001,05/10/2026,51,20.00,20.00",
        "ACME Supplies,Bill,06/01/2026,BILL-0001,07/01/2026,,1000.00,600.00",
        "ACME Supplies,Vendor Credit,06/15/2026,VCN-0002,06/15/2026,15,-75.00,-75.00",
        "Total ACME Supplies,,,,,,,845.00",
        "BIRCH Supplies,Bill,03/20/2026,BILL-0005,04/19/2026,72,800.00,800.00",
        "BIRCH Supplies,Bill,05/15/2026,BILL-0004,06/14/2026,16,250.00,150.00",
        "Total BIRCH Supplies,,,,,,,950.00",
        "CEDAR Supplies,Opening Balance,03/01/2026,VOB-0001,03/01/2026,121,50.00,50.00",
        "Total CEDAR Supplies,,,,,,,50.00",
        "No vendor,Journal Entry,06/30/2026,JE-0002,06/30/2026,,30.00,30.00",
        "Total No vendor,,,,,,,30.00",
        "Total,,,,,,,1875.00",
        "",
      ].join("\n"),
    );
    const body = await json(await screen(unpaidLoader, "unpaid-bills-detail", `?asOf=${D}`));
    expect(body.report.groups.map((g: any) => [g.label, g.partyId, money(g.open)])).toEqual([
      ["ACME Supplies", ids.acme, "845.00"],
      ["BIRCH Supplies", ids.birch, "950.00"],
      ["CEDAR Supplies", ids.cedar, "50.00"],
      ["No vendor", null, "30.00"],
    ]);
    expect(money(body.report.open)).toBe("1875.00");
  });
});

describe("API", () => {
  const get = (handler: unknown, path: string, who = cookie) => call(handler, path, { headers: { Cookie: who } });

  it("answers the A/P aging summary and the unpaid bills detail as of a date", async () => {
    const summary = await json(await get(summaryApi.loader, `/api/reports/ap-aging-summary?companyId=${company.id}&asOf=${D}`));
    expect(summary.asOf).toBe(D);
    expect(summary.rows[0]).toEqual({
      vendorId: ids.acme,
      vendorName: "ACME Supplies",
      current: "600.00",
      "1-30": "-75.00",
      "31-60": "320.00",
      "61-90": "0.00",
      "over-90": "0.00",
      total: "845.00",
    });
    expect(summary.totals).toEqual({
      current: "630.00",
      "1-30": "75.00",
      "31-60": "320.00",
      "61-90": "800.00",
      "over-90": "50.00",
      total: "1875.00",
    });

    const unpaid = await json(await get(unpaidApi.loader, `/api/reports/unpaid-bills-detail?companyId=${company.id}&asOf=06/30/2026`));
    expect(unpaid.total).toBe("1875.00");
    expect(unpaid.vendors.map((v: any) => [v.vendorName, v.open, v.items.length])).toEqual([
      ["ACME Supplies", "845.00", 4],
      ["BIRCH Supplies", "950.00", 2],
      ["CEDAR Supplies", "50.00", 1],
      [null, "30.00", 1],
    ]);
    expect(unpaid.vendors[1].items[1]).toMatchObject({
      kind: "bill",
      type: "Bill",
      number: "BILL-0004",
      date: "2026-05-15",
      dueDate: "2026-06-14",
      daysPastDue: 16,
      bucket: "1-30",
      amount: "250.00",
      open: "150.00",
    });
  });

  it("refuses a bad date with a clear message, and another user's company with a 404", async () => {
    for (const handler of [summaryApi.loader, unpaidApi.loader]) {
      const bad = await get(handler, `/api/reports/x?companyId=${company.id}&asOf=2026-02-30`);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({
        error: "asOf must be a valid date (YYYY-MM-DD)",
        errors: { asOf: ["asOf must be a valid date (YYYY-MM-DD)"] },
      });
      const noCompany = await get(handler, "/api/reports/x");
      expect(noCompany.status).toBe(400);
      expect((await noCompany.json()).error).toBe("Company ID is required");
      const other = await get(handler, `/api/reports/x?companyId=${company.id}`, strangerCookie);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ error: expect.any(String) });
    }
  });
});
