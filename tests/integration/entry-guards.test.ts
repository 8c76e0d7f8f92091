import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { Company, CompanyContext } from "../../app/modules/companies/companies.server";
import {
  cancelJournalEntry,
  createJournalEntry,
  getJournalEntry,
  postJournalEntry,
  updateDraft,
} from "../../app/modules/journal/journal-entries.server";
import { journalEntrySchema } from "../../app/modules/journal/schema";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import * as entryApi from "../../app/routes/api+/journal-entry.$id._index";
import * as cancelApi from "../../app/routes/api+/journal-entry.$id.cancel";
import * as companyEntriesApi from "../../app/routes/api+/journal-entry.company.$companyId._index";
import * as entryScreen from "../../app/routes/company.$companyId.dashboard+/_ledger+/journal-entries.$entryId";
import type { User } from "../../app/modules/auth/auth.server";
import { call, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyOf, ownerAndCompany } from "../support/books";

// The database's own guards on the journal entry's header (migration
// 20261124000002_company_archive_and_entry_guards): SQL that tries to rewrite posted books is
// refused by PostgreSQL itself (and by PGlite), while posting, cancelling and drafts still work.

let app: TestApp;
let user: User;
let company: Company;
let ctx: CompanyContext;
let rent: number;
let bank: number;

const entry = (status: "draft" | "posted", amount = "100.00", entryDate = "11/02/2026") =>
  createJournalEntry(
    app.db,
    ctx,
    journalEntrySchema.parse({
      entryDate,
      comments: "Rent",
      status,
      entries: [
        { accountId: rent, debit: amount },
        { accountId: bank, credit: amount },
      ],
    }),
  );

const refused = /cannot be changed|cannot be deleted|no line can be added|only its cancellation/;

beforeAll(async () => {
  app = await startTestApp();
  ({ user, company, ctx } = await ownerAndCompany(app.db));
  const make = async (fields: Record<string, unknown>) =>
    (await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType: "Expense", ...fields }))).id;
  rent = await make({ accountNumber: "5100", accountName: "Rent" });
  bank = await make({ accountType: "Income", accountNumber: "4000", accountName: "Sales" });
});
afterAll(() => app?.cleanup());

describe("a posted entry's header is immutable", () => {
  it("refuses UPDATEs of its date, number, memo, company or status, and leaves the books as they were", async () => {
    const posted = await entry("posted");
    const before = await trialBalance(app.db, company.id, "2026-12-31");
    const other = await companyOf(app.db, user.id);
    const attempts: Record<string, string | number | Date | null>[] = [
      { entry_date: "2020-01-01" },
      { entry_no: "JE-9999" },
      { comments: "rewritten" },
      { status: "draft" },
      { status: "cancelled" },
      { status: "cancelled", cancelled_at: new Date() },
      { company_id: other.id },
      { posted_at: null },
    ];
    for (const changes of attempts) {
      await expect(
        app.db.raw("UPDATE journal_entries SET ?? = ? WHERE id = ?", [
          Object.keys(changes)[0],
          Object.values(changes)[0] as string,
          posted.id,
        ]),
      ).rejects.toThrow(refused);
    }
    await expect(app.db.raw("DELETE FROM journal_entries WHERE id = ?", [posted.id])).rejects.toThrow(refused);
    const after = await getJournalEntry(app.db, company.id, posted.id);
    expect(after).toMatchObject({ entryNo: posted.entryNo, entryDate: "2026-11-02", comments: "Rent", status: "posted" });
    expect(await trialBalance(app.db, company.id, "2026-12-31")).toEqual(before);
  });

  it("refuses a balanced pair of lines INSERTed into a posted entry", async () => {
    const posted = await entry("posted", "40.00");
    const insert = app.db.raw(
      `INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit)
       VALUES (?, ?, 3, ?, '2026-11-02', 500, 0), (?, ?, 4, ?, '2026-11-02', 0, 500)`,
      [company.id, posted.id, rent, company.id, posted.id, bank],
    );
    await expect(insert).rejects.toThrow(/no line can be added/);
    const after = await getJournalEntry(app.db, company.id, posted.id);
    expect(after.lines).toHaveLength(2);
    expect(after.totals).toEqual({ debit: "40.00", credit: "40.00" });
  });

  it("freezes a cancelled entry too", async () => {
    const posted = await entry("posted", "12.00");
    const { reversal } = await cancelJournalEntry(app.db, ctx, posted.id);
    for (const sql of [
      "UPDATE journal_entries SET status = 'posted', reversed_by_entry_id = NULL, cancelled_at = NULL WHERE id = ?",
      "UPDATE journal_entries SET entry_date = '2020-01-01' WHERE id = ?",
      "UPDATE journal_entries SET reversed_by_entry_id = NULL WHERE id = ?",
    ]) {
      await expect(app.db.raw(sql, [posted.id])).rejects.toThrow(refused);
    }
    await expect(app.db.raw("UPDATE journal_entries SET entry_date = '2020-01-01' WHERE id = ?", [reversal.id])).rejects.toThrow(refused);
    expect((await getJournalEntry(app.db, company.id, posted.id)).status).toBe("cancelled");
  });
});

describe("what the app does still works", () => {
  it("posts, cancels (posted → cancelled by the reversal) and edits, posts and deletes drafts", async () => {
    const posted = await entry("posted", "25.00");
    const { entry: cancelled, reversal } = await cancelJournalEntry(app.db, ctx, posted.id);
    expect(cancelled).toMatchObject({ status: "cancelled", reversedByEntryId: reversal.id });
    expect(reversal.totals).toEqual({ debit: "25.00", credit: "25.00" });

    const draft = await entry("draft", "10.00");
    const edited = await updateDraft(app.db, ctx, draft.id, {
      version: draft.version,
      entryDate: "2026-11-03",
      comments: "Edited",
      entries: [
        { accountId: rent, memo: "", debit: 1500 as never, credit: 0 as never },
        { accountId: bank, memo: "", debit: 0 as never, credit: 1500 as never },
      ],
    });
    expect(edited).toMatchObject({ comments: "Edited", entryDate: "2026-11-03", status: "draft" });
    await app.db.raw("UPDATE journal_entries SET comments = 'Still a draft' WHERE id = ?", [draft.id]);
    const postedDraft = await postJournalEntry(app.db, ctx, draft.id);
    expect(postedDraft).toMatchObject({ status: "posted", comments: "Still a draft", totals: { debit: "15.00", credit: "15.00" } });

    const doomed = await entry("draft");
    await app.db.raw("DELETE FROM journal_entries WHERE id = ?", [doomed.id]);
  });
});

describe("an entry in an unexpected state", () => {
  it("is shown, not a 500, when its lines do not balance", async () => {
    const posted = await entry("posted", "30.00");
    // Tampering that bypasses the triggers (as the tables' owner could): one line more.
    await app.db.raw("ALTER TABLE journal_lines DISABLE TRIGGER USER");
    try {
      await app.db.raw(
        `INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit)
         VALUES (?, ?, 3, ?, '2026-11-02', 7, 0)`,
        [company.id, posted.id, rent],
      );
    } finally {
      await app.db.raw("ALTER TABLE journal_lines ENABLE TRIGGER USER");
    }
    const cookie = await sessionCookie(user);
    const viaApi = await call(entryApi.loader, `/api/journal-entry/${posted.id}`, {
      headers: { Cookie: cookie },
      params: { id: String(posted.id) },
    });
    expect(viaApi.status).toBe(200);
    const body = await viaApi.json();
    expect(body.journalEntry.totals).toEqual({ debit: "37.00", credit: "30.00" });
    expect(body.journalEntry.problems).toEqual(["The debits and credits of this entry do not balance (debits $37.00, credits $30.00)."]);
    const screen = await call(entryScreen.loader, `/company/${company.id}/dashboard/journal-entries/${posted.id}`, {
      headers: { Cookie: cookie },
      params: { companyId: String(company.id), entryId: String(posted.id) },
    });
    expect(screen.status).toBe(200);
    expect((await screen.json()).entry.problems).toEqual(body.journalEntry.problems);

    // Cancelling it would post an unbalanced reversal: refused with a message, nothing written.
    const cancel = await call(cancelApi.action, `/api/journal-entry/${posted.id}/cancel`, {
      method: "POST",
      headers: { Cookie: cookie },
      params: { id: String(posted.id) },
      body: {},
    });
    expect(cancel.status).toBe(409);
    expect(await cancel.json()).toEqual({
      error: `Journal entry ${posted.entryNo} does not balance (debits $37.00, credits $30.00): it cannot be cancelled.`,
    });
    expect((await getJournalEntry(app.db, company.id, posted.id)).status).toBe("posted");
  });

  it("is shown, not a 500, when it names a reversal that does not exist", async () => {
    const posted = await entry("posted", "8.00");
    await app.db.raw("ALTER TABLE journal_entries DISABLE TRIGGER USER");
    try {
      await app.db.raw("UPDATE journal_entries SET status = 'cancelled', reversed_by_entry_id = 999999 WHERE id = ?", [posted.id]);
    } finally {
      await app.db.raw("ALTER TABLE journal_entries ENABLE TRIGGER USER");
    }
    const screen = await call(entryScreen.loader, `/company/${company.id}/dashboard/journal-entries/${posted.id}`, {
      headers: { Cookie: await sessionCookie(user) },
      params: { companyId: String(company.id), entryId: String(posted.id) },
    });
    expect(screen.status).toBe(200);
    expect(await screen.json()).toMatchObject({ entry: { status: "cancelled" }, reversedBy: null });
  });
});

describe("a draft names only this company's accounts", () => {
  it("refuses another company's account, or none, on saving and on changing a draft (API), with posting's message", async () => {
    const { ctx: theirs } = await ownerAndCompany(app.db);
    const foreign = (
      await createAccount(
        app.db,
        theirs,
        accountCreateSchema.parse({ accountType: "Expense", accountNumber: "6100", accountName: "Theirs" }),
      )
    ).id;
    const cookie = await sessionCookie(user);
    const rows = (account: number) => [
      { account, debit: "5.00" },
      { account: bank, credit: "5.00" },
    ];
    const before = Number((await app.db("journalEntries").where({ companyId: company.id }).count({ n: "*" }))[0].n);
    for (const account of [foreign, 987654]) {
      const saved = await call(companyEntriesApi.action, `/api/journal-entry/company/${company.id}`, {
        method: "POST",
        headers: { Cookie: cookie },
        params: { companyId: String(company.id) },
        body: { entryDate: "11/05/2026", status: "draft", entries: rows(account) },
      });
      expect(saved.status).toBe(400);
      expect((await saved.json()).error).toBe(`Account ${account} was not found in this company`);
    }
    expect(Number((await app.db("journalEntries").where({ companyId: company.id }).count({ n: "*" }))[0].n)).toBe(before);

    const draft = await entry("draft", "5.00");
    const changed = await call(entryApi.action, `/api/journal-entry/${draft.id}`, {
      method: "PUT",
      headers: { Cookie: cookie },
      params: { id: String(draft.id) },
      body: { version: draft.version, entryDate: "11/05/2026", comments: "Sneaky", entries: rows(foreign) },
    });
    expect(changed.status).toBe(400);
    expect((await changed.json()).error).toBe(`Account ${foreign} was not found in this company`);
    const kept = await getJournalEntry(app.db, company.id, draft.id);
    expect(kept).toMatchObject({ comments: "Rent", status: "draft" });
    expect(kept.lines.map((l) => l.accountId)).toEqual([rent, bank]);
  });
});
