// The Users Activity Log (issue 29 item 3, ADR 0068): a row for each kind of change, written in the
// change's transaction (none when it rolls back), never updated or deleted but with its company,
// filtered, paged and exported as CSV.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityCsv, listActivity, recordActivity } from "../../app/modules/activity/activity.server";
import { readActivityFilter } from "../../app/modules/activity/constants";
import { createSession } from "../../app/modules/auth/auth.server";
import { finishReconciliation, startReconciliation, undoReconciliation } from "../../app/modules/banking/reconciliations.server";
import { finishSchema, statementSchema } from "../../app/modules/banking/reconciliation-schema";
import { deleteCompany, purgeArchivedCompanies, updateCompany, type CompanyContext } from "../../app/modules/companies/companies.server";
import { addMember, changeMemberRole } from "../../app/modules/companies/members.server";
import { createBudget, deleteBudget } from "../../app/modules/budgets/budgets.server";
import { budgetCreateBody } from "../../app/modules/budgets/schema";
import { createSupportItem, deleteSupportItem } from "../../app/modules/support-lists/support-lists.server";
import { createCompanyKey, revokeCompanyKey } from "../../app/modules/team/api-keys.server";
import { createJournalEntry, deleteDraft, postJournalEntry } from "../../app/modules/journal/journal-entries.server";
import { journalEntrySchema } from "../../app/modules/journal/schema";
import { mergeRecords } from "../../app/modules/merges/merges.server";
import { mergeConfirmSchema } from "../../app/modules/merges/schema";
import { importParties, parsePartiesCsv } from "../../app/modules/parties/csv.server";
import { VENDOR_CSV } from "../../app/modules/vendors/csv.server";
import { vendorCreateSchema, vendorUpdateSchema } from "../../app/modules/vendors/schema";
import { createVendor, deleteVendor, updateVendor } from "../../app/modules/vendors/vendors.server";
import { makeUser, startTestApp, type TestApp } from "../support/app";
import { giveBankingBooks, type BankingBooks } from "../support/banking-books";
import { makeAccounts, ownerAndCompany, saveBill } from "../support/books";

let app: TestApp;
let ctx: CompanyContext;
let books: BankingBooks;
let expense: number;
let ownerId: number;

const TODAY = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  const owner = await ownerAndCompany(app.db, { today: TODAY });
  ownerId = owner.user.id;
  ctx = owner.ctx;
  books = await giveBankingBooks(app.db, ctx);
  ({ expense } = await makeAccounts(app.db, ctx, { expense: ["Expense", "6190", "Office Supplies"] }));
});
afterAll(() => app?.cleanup());

/** The log of the company today (UTC company), newest first. */
async function log(companyId = ctx.companyId, params: Record<string, string> = {}) {
  const { filter } = readActivityFilter(new URLSearchParams(params), TODAY);
  return (await listActivity(app.db, companyId, filter, 0, { page: 1, perPage: 100 })).items;
}
const count = async () => Number((await app.db("activityLog").where({ companyId: ctx.companyId }).count({ n: "*" }))[0].n);

describe("a row for each kind of change", () => {
  it("records a bill posted, with its user, amount, date and link", async () => {
    const vendor = await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "LOG-1", vendorName: "Paper Co" }));
    const bill = await saveBill(app.db, ctx, { vendorId: vendor.id, accountId: expense, amount: "125.40", date: TODAY });
    const [row] = await log();
    expect(row).toMatchObject({
      activity: "posted",
      activityLabel: "Posted",
      recordType: "bill",
      recordId: bill.id,
      name: `${bill.number} — Paper Co`,
      date: TODAY,
      amount: "125.40",
      link: `vendors/documents/${bill.id}`,
      userId: ownerId,
    });
    expect(row.userName).not.toBe("CLI");
  });

  it("records a vendor created, edited and deleted", async () => {
    const vendor = await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "LOG-2", vendorName: "Ink Ltd" }));
    await updateVendor(
      app.db,
      ctx,
      vendor.id,
      vendorUpdateSchema.parse({ vendorId: "LOG-2", vendorName: "Ink Limited", version: vendor.version }),
    );
    await deleteVendor(app.db, ctx, vendor.id);
    const rows = (await log()).filter((r) => r.recordType === "vendor" && r.recordId === vendor.id);
    expect(rows.map((r) => [r.activity, r.name, r.link])).toEqual([
      ["deleted", "Ink Limited", null],
      ["updated", "Ink Limited", `vendors/edit/${vendor.id}`],
      ["created", "Ink Ltd", `vendors/edit/${vendor.id}`],
    ]);
  });

  it("records an account created and a journal entry drafted, posted and a draft deleted", async () => {
    const { rent } = await makeAccounts(app.db, ctx, { rent: ["Expense", "6290", "Rent Paid"] });
    const entry = (status: "draft" | "posted") =>
      journalEntrySchema.parse({
        entryDate: TODAY,
        status,
        entries: [
          { accountId: rent, debit: "80.00" },
          { accountId: books.checking, credit: "80.00" },
        ],
      });
    const draft = await createJournalEntry(app.db, ctx, entry("draft"));
    await postJournalEntry(app.db, ctx, draft.id);
    const another = await createJournalEntry(app.db, ctx, entry("draft"));
    await deleteDraft(app.db, ctx, another.id);
    const rows = await log();
    expect(rows.find((r) => r.recordType === "account" && r.recordId === rent)).toMatchObject({
      activity: "created",
      name: "6290 Rent Paid",
    });
    const entries = rows.filter((r) => r.recordType === "journal_entry").map((r) => [r.activity, r.recordId, r.amount]);
    expect(entries.slice(0, 4)).toEqual([
      ["deleted", another.id, null],
      ["created", another.id, "80.00"],
      ["posted", draft.id, "80.00"],
      ["created", draft.id, "80.00"],
    ]);
  });

  it("records a CSV import once, with its count", async () => {
    const file = parsePartiesCsv(VENDOR_CSV, "Vendor ID,Vendor Name\nIMP-1,One\nIMP-2,Two\nIMP-3,Three\n");
    await importParties(VENDOR_CSV, app.db, ctx, file);
    const rows = (await log()).filter((r) => r.recordType === "vendor" && r.activity !== "deleted");
    expect(rows[0]).toMatchObject({ activity: "imported", detail: "3 vendors from CSV" });
    expect(rows.filter((r) => r.activity === "created" && r.name.startsWith("One"))).toHaveLength(0);
  });

  it("records a merge", async () => {
    const a = await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "M-1", vendorName: "Merge Source" }));
    const b = await createVendor(app.db, ctx, vendorCreateSchema.parse({ vendorId: "M-2", vendorName: "Merge Target" }));
    await mergeRecords(app.db, ctx, mergeConfirmSchema.parse({ kind: "vendors", sourceId: a.id, targetId: b.id }));
    expect((await log())[0]).toMatchObject({
      activity: "merged",
      recordType: "vendor",
      recordId: b.id,
      detail: "Merge Source merged into Merge Target",
    });
  });

  it("records a reconciliation finished and undone", async () => {
    const id = await startReconciliation(
      app.db,
      ctx,
      statementSchema.parse({ accountId: books.checking, statementDate: TODAY, endingBalance: "1000.00" }),
    );
    await finishReconciliation(app.db, ctx, id, finishSchema.parse({ confirmAdjustment: true }));
    await undoReconciliation(app.db, ctx, id);
    const rows = (await log()).filter((r) => r.recordType === "reconciliation");
    expect(rows.map((r) => [r.activity, r.recordId, r.amount, r.link])).toEqual([
      ["unreconciled", id, "1000.00", `banking/reconciliations/${id}`],
      ["reconciled", id, "1000.00", `banking/reconciliations/${id}`],
    ]);
  });

  it("records a member added and their role changed, and their sign-in into the company", async () => {
    const { user } = await makeUser(app.db);
    await app.db.transaction((trx) => addMember(trx, ctx.companyId, user.id, "bookkeeper"));
    const [member] = await app.db("companyMembers").where({ companyId: ctx.companyId, userId: user.id }).select("version");
    await changeMemberRole(app.db, { companyId: ctx.companyId, userId: ownerId, role: "owner" }, user.id, "viewer", member.version);
    await app.db("users").where({ id: user.id }).update({ currentCompanyId: ctx.companyId });
    await createSession(app.db, user.id);
    const rows = (await log()).slice(0, 3);
    expect(rows.map((r) => [r.activity, r.userId, r.detail])).toEqual([
      ["signed_in", user.id, ""],
      ["member_changed", ownerId, "Bookkeeper → Viewer"],
      ["member_added", user.id, "Bookkeeper"],
    ]);
    // Filtered by user: only theirs.
    expect((await log(ctx.companyId, { user: String(user.id) })).map((r) => r.activity)).toEqual(["signed_in", "member_added"]);
  });

  it("records a list entry, a budget, the company's settings and an API key, each with what it was", async () => {
    const owner = { companyId: ctx.companyId, userId: ownerId, role: "owner" as const };
    const group = await createSupportItem(app.db, ctx, "vendor-groups", { name: "Logged group" });
    await deleteSupportItem(app.db, ctx, "vendor-groups", group.item.id);
    const budget = await createBudget(app.db, ctx, budgetCreateBody.parse({ budgetName: "Logged plan", fiscalYear: 2026 }));
    await deleteBudget(app.db, ctx, budget.id, budget.version);
    const company = await app.db("companies").where({ id: ctx.companyId }).first("version", "companyName");
    await updateCompany(app.db, ownerId, ctx.companyId, { version: company.version, billTracking: true });
    const { key } = await createCompanyKey(app.db, owner, { name: "Logged key", scope: "viewer" });
    await revokeCompanyKey(app.db, owner, key.id);
    const rows = (await log()).slice(0, 7);
    expect(rows.map((r) => [r.activity, r.recordType, r.name, r.detail])).toEqual([
      ["deleted", "api_key", "Logged key", "revoked"],
      ["created", "api_key", "Logged key", "scope viewer"],
      ["updated", "company", company.companyName, ""],
      ["deleted", "budget", "Logged plan", ""],
      ["created", "budget", "Logged plan", ""],
      ["deleted", "list_entry", "Logged group", "Vendor Group List"],
      ["created", "list_entry", "Logged group", "Vendor Group List"],
    ]);
  });
});

describe("never a row for a change that rolled back", () => {
  it("writes nothing for a bill the rules refuse", async () => {
    const before = await count();
    const vendor = (await app.db("vendors").where({ companyId: ctx.companyId, active: true }).first("id")) as { id: number };
    await expect(saveBill(app.db, ctx, { vendorId: vendor.id, accountId: expense, amount: "0.00", date: TODAY })).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  it("writes nothing when the transaction throws after the row was recorded", async () => {
    const before = await count();
    await expect(
      app.db.transaction(async (trx) => {
        await recordActivity(trx, ctx, { activity: "created", recordType: "vendor", name: "Ghost" });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await count()).toBe(before);
  });
});

describe("never editable", () => {
  it("refuses UPDATE, DELETE and TRUNCATE", async () => {
    await expect(app.db("activityLog").where({ companyId: ctx.companyId }).update({ recordName: "changed" })).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    await expect(app.db("activityLog").where({ companyId: ctx.companyId }).delete()).rejects.toThrow(/cannot be changed or deleted/);
    await expect(app.db.raw("TRUNCATE activity_log")).rejects.toThrow(/cannot be changed or deleted/);
    expect(await count()).toBeGreaterThan(0);
  });

  it("goes with its company when the company is purged (`ledgerline companies purge`)", async () => {
    const other = await ownerAndCompany(app.db);
    await createVendor(app.db, other.ctx, vendorCreateSchema.parse({ vendorId: "GONE", vendorName: "Gone Co" }));
    expect(await log(other.company.id)).toHaveLength(1);
    await deleteCompany(app.db, other.user.id, other.company.id, other.password); // archived: the log stays
    expect(await log(other.company.id)).toHaveLength(1);
    expect(await purgeArchivedCompanies(app.db, [other.company.id], 0)).toBe(1);
    expect(Number((await app.db("activityLog").where({ companyId: other.company.id }).count({ n: "*" }))[0].n)).toBe(0);
  });
});

describe("the screen's CSV", () => {
  it("exports every row the filters match, not only a page", async () => {
    const { filter } = readActivityFilter(new URLSearchParams({ recordType: "reconciliation" }), TODAY);
    const csv = await activityCsv(app.db, ctx.companyId, filter, 0);
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe("Modified Time,User Name,Activity,Record Type,Name,Date,Amount,Detail");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,Reconciliation Undone,Reconciliation,1010 Checking,\d{4}-\d{2}-\d{2},1000.00,$/);
    // A date range before today has none of today's rows.
    const { filter: yesterday } = readActivityFilter(new URLSearchParams({ from: "2000-01-01", to: "2000-01-02" }), TODAY);
    expect((await activityCsv(app.db, ctx.companyId, yesterday, 0)).trim().split(/\r?\n/)).toHaveLength(1);
  });
});
