import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JournalFormView } from "../../app/components/journal/journal-form";
import { formatUsDate } from "../../app/lib/dates";
import { createAccount, getAccount } from "../../app/modules/accounts/accounts.server";
import { accountCreateSchema } from "../../app/modules/accounts/schema";
import type { Company, CompanyContext } from "../../app/modules/companies/companies.server";
import { getJournalEntry } from "../../app/modules/journal/journal-entries.server";
import { trialBalance } from "../../app/modules/ledger/ledger.server";
import * as entryRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/journal-entries.$entryId";
import * as listRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/journal-entries";
import * as newRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/journalentry";
import type { User } from "../../app/modules/auth/auth.server";
import { getToast } from "../../app/utils/toast.server";
import { BASE, call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyOf, ownerAndCompany, signedInOwner } from "../support/books";
import { CHECKING } from "../support/accounts";

// The Journal Entry screens through their loaders and actions, with form data as the browser
// posts it (rows as entries[0].accountId, …; the pressed button as intent).

let app: TestApp;
let owner: { user: User; cookie: string };
let company: Company;
let ctx: CompanyContext;
let accounts: { checking: number; rent: number; sales: number; supplies: number };

const FIX = "Please fix all validation errors before saving.";

async function signedIn() {
  const { user } = await makeUser(app.db);
  return { user, cookie: await sessionCookie(user) };
}

beforeAll(async () => {
  app = await startTestApp();
  const made = await signedInOwner(app.db);
  ({ company, ctx } = made);
  owner = made;
  const make = async (fields: Record<string, unknown>) =>
    (await createAccount(app.db, ctx, accountCreateSchema.parse({ accountType: "Expense", ...fields }))).id;
  accounts = {
    checking: await make({
      ...CHECKING,
      openingBalance: "1000.00",
    }),
    rent: await make({ accountNumber: "5100", accountName: "Rent" }),
    sales: await make({ accountType: "Income", accountNumber: "4000", accountName: "Sales" }),
    supplies: await make({ accountNumber: "5200", accountName: "Supplies" }),
  };
});
afterAll(() => app?.cleanup());

type Row = [account: number | string, memo: string, debit: string, credit: string];

function entryForm(intent: string, rows: Row[], extra: { entryDate?: string; comments?: string } = {}) {
  const body = new FormData();
  body.set("intent", intent);
  body.set("entryDate", extra.entryDate ?? "03/15/2026");
  body.set("comments", extra.comments ?? "");
  rows.forEach(([account, memo, debit, credit], i) => {
    body.set(`entries[${i}].accountId`, String(account));
    body.set(`entries[${i}].memo`, memo);
    body.set(`entries[${i}].debit`, debit);
    body.set(`entries[${i}].credit`, credit);
  });
  return body;
}

const params = (companyId = company.id, extra: Record<string, string> = {}) => ({ companyId: String(companyId), ...extra });
const newPath = (companyId = company.id) => `/company/${companyId}/dashboard/journalentry`;
const entryPath = (id: number, companyId = company.id) => `/company/${companyId}/dashboard/journal-entries/${id}`;

function saveNew(body: FormData, who = owner, companyId = company.id) {
  return call(newRoute.action, newPath(companyId), { method: "POST", params: params(companyId), headers: { Cookie: who.cookie }, body });
}

function entryAction(id: number, body: FormData, who = owner, companyId = company.id) {
  return call(entryRoute.action, entryPath(id, companyId), {
    method: "POST",
    params: params(companyId, { entryId: String(id) }),
    headers: { Cookie: who.cookie },
    body,
  });
}

function intentOnly(intent: string) {
  const body = new FormData();
  body.set("intent", intent);
  return body;
}

async function toastOf(response: Response) {
  const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
  return (await getToast(new Request(BASE, { headers: { Cookie: cookie } }))).toast;
}

async function counts() {
  const [entries] = await app.db("journalEntries").where({ companyId: company.id }).count({ n: "*" });
  const [lines] = await app.db("journalLines").where({ companyId: company.id }).count({ n: "*" });
  return { entries: Number(entries.n), lines: Number(lines.n) };
}

async function balances() {
  return {
    checking: (await getAccount(app.db, company.id, accounts.checking)).currentBalance,
    rent: (await getAccount(app.db, company.id, accounts.rent)).currentBalance,
    sales: (await getAccount(app.db, company.id, accounts.sales)).currentBalance,
  };
}

async function expectBalancedBooks() {
  const tb = await trialBalance(app.db, company.id, "2100-12-31");
  expect(tb.totals.debit).toBe(tb.totals.credit);
}

async function latestEntryId() {
  const row = await app.db("journalEntries").where({ companyId: company.id, sourceType: "journal" }).orderBy("id", "desc").first("id");
  return row.id as number;
}

describe("the new journal entry form", () => {
  it("opens with today's date, two empty rows, the next number and the active accounts", async () => {
    const response = await call(newRoute.loader, newPath(), { params: params(), headers: { Cookie: owner.cookie } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.view.entryDate).toBe(formatUsDate(ctx.today));
    expect(body.view.entryNo).toBe("JE-0001");
    expect(body.view.rows).toEqual([
      { accountId: "", memo: "", debit: "", credit: "" },
      { accountId: "", memo: "", debit: "", credit: "" },
    ]);
    const names = body.accounts.map((a: { accountName: string }) => a.accountName);
    expect(names).toEqual(expect.arrayContaining(["Checking", "Rent", "Sales", "Supplies"]));
  });

  it("refuses every broken rule with the spec's message, inline and in the list, and writes nothing", async () => {
    const before = await counts();
    const cases: [Row[], string][] = [
      [[[accounts.rent, "", "10.00", ""]], "At least two entries are required"],
      [
        [
          [accounts.rent, "", "10.00", ""],
          ["", "", "", "10.00"],
        ],
        "All accounts must be selected",
      ],
      [
        [
          [accounts.rent, "", "10.00", "10.00"],
          [accounts.checking, "", "", "10.00"],
        ],
        "Each entry must have either a debit OR credit amount, not both",
      ],
      [
        [
          [accounts.rent, "", "10.00", ""],
          [accounts.checking, "", "", ""],
        ],
        "Each entry must have either a debit OR credit amount, not both",
      ],
      [
        [
          [accounts.rent, "", "10.00", ""],
          [accounts.supplies, "", "10.00", ""],
        ],
        "At least one debit and one credit entry are required",
      ],
      [
        [
          [accounts.rent, "", "100.00", ""],
          [accounts.checking, "", "", "99.99"],
        ],
        "Totals must be equal. Debit: $100.00, Credit: $99.99",
      ],
    ];
    for (const [rows, message] of cases) {
      const response = await saveNew(entryForm("save-close", rows));
      expect(response.status, message).toBe(400);
      const view = (await response.json()) as JournalFormView;
      expect(view.summary?.intro).toBe(FIX);
      expect(view.summary?.messages).toContain(message);
      expect(view.result?.error?.entries).toContain(message);
      // The form comes back as typed.
      expect(view.rows.slice(0, rows.length).map((r) => r.debit)).toEqual(rows.map((r) => r[2]));
    }
    // One cent off is off: no tolerance.
    const cent = await saveNew(
      entryForm("save-new", [
        [accounts.rent, "", "0.01", ""],
        [accounts.checking, "", "", "0.02"],
      ]),
    );
    expect(((await cent.json()) as JournalFormView).summary?.messages).toContain("Totals must be equal. Debit: $0.01, Credit: $0.02");
    // No date.
    const undated = await saveNew(
      entryForm(
        "save-close",
        [
          [accounts.rent, "", "5.00", ""],
          [accounts.checking, "", "", "5.00"],
        ],
        { entryDate: "" },
      ),
    );
    expect(((await undated.json()) as JournalFormView).result?.error?.entryDate).toEqual(["Entry date is required"]);
    expect(await counts()).toEqual(before);
  });

  it("shows the ledger's refusal line by line and writes nothing (another company's account)", async () => {
    const { ctx: theirs } = await ownerAndCompany(app.db);
    const foreign = await createAccount(
      app.db,
      theirs,
      accountCreateSchema.parse({ accountType: "Expense", accountNumber: "5100", accountName: "Their Rent" }),
    );
    const before = await counts();
    const response = await saveNew(
      entryForm("save-close", [
        [foreign.id, "", "5.00", ""],
        [accounts.checking, "", "", "5.00"],
      ]),
    );
    expect(response.status).toBe(400);
    const view = (await response.json()) as JournalFormView;
    expect(view.summary?.messages).toEqual([`Account ${foreign.id} was not found in this company`]);
    expect(await counts()).toEqual(before);
  });

  it("Save and Close posts the entry, balanced, and goes to the dashboard with the toast", async () => {
    const before = await balances();
    const response = await saveNew(
      entryForm(
        "save-close",
        [
          [accounts.rent, "March rent", "250.50", ""],
          [accounts.checking, "Paid by check", "", "250.50"],
        ],
        { comments: "Rent for March" },
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/company/${company.id}/dashboard`);
    expect(await toastOf(response)).toEqual({ type: "success", message: "Journal entry saved successfully!" });

    const entry = await getJournalEntry(app.db, company.id, await latestEntryId());
    expect(entry).toMatchObject({ entryNo: "JE-0001", status: "posted", entryDate: "2026-03-15", comments: "Rent for March" });
    expect(entry.lines.map((l) => [l.accountName, l.memo, l.debit, l.credit])).toEqual([
      ["Rent", "March rent", "250.50", "0.00"],
      ["Checking", "Paid by check", "0.00", "250.50"],
    ]);
    const after = await balances();
    expect(after).toEqual({ ...before, rent: "250.50", checking: "749.50" });
    await expectBalancedBooks();
  });

  it("Save and New posts and opens a fresh form with the next number", async () => {
    const response = await saveNew(
      entryForm("save-new", [
        [accounts.checking, "", "1200.00", ""],
        [accounts.sales, "Cash sale", "", "1200.00"],
      ]),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(newPath());
    expect((await toastOf(response))?.message).toBe("Journal entry saved successfully!");
    const fresh = await call(newRoute.loader, newPath(), { params: params(), headers: { Cookie: owner.cookie } });
    const { view } = await fresh.json();
    expect(view.entryNo).toBe("JE-0003");
    expect(view.entryDate).toBe(formatUsDate(ctx.today));
    expect(view.rows).toHaveLength(2);
    expect((await balances()).sales).toBe("1200.00");
    await expectBalancedBooks();
  });

  it("adds and deletes rows on the server (no JavaScript), keeping what was typed", async () => {
    const rows: Row[] = [
      [accounts.rent, "a", "1.00", ""],
      [accounts.checking, "b", "", "1.00"],
    ];
    const added = (await (await saveNew(entryForm("add-row", rows, { comments: "kept" }))).json()) as JournalFormView;
    expect(added.rows).toEqual([
      { accountId: String(accounts.rent), memo: "a", debit: "1.00", credit: "" },
      { accountId: String(accounts.checking), memo: "b", debit: "", credit: "1.00" },
      { accountId: "", memo: "", debit: "", credit: "" },
    ]);
    expect(added.comments).toBe("kept");
    const three: Row[] = [...rows, [accounts.supplies, "c", "2.00", ""]];
    const deleted = (await (await saveNew(entryForm("delete-row:0", three))).json()) as JournalFormView;
    expect(deleted.rows.map((r) => r.memo)).toEqual(["b", "c"]);
    // Never fewer than two rows.
    const kept = (await (await saveNew(entryForm("delete-row:1", rows))).json()) as JournalFormView;
    expect(kept.rows.map((r) => r.memo)).toEqual(["a", "b"]);
  });

  it("Cancel leaves at once when nothing changed, asks first otherwise; recurring is coming soon", async () => {
    const blank = entryForm(
      "cancel",
      [
        ["", "", "", ""],
        ["", "", "", ""],
      ],
      { entryDate: formatUsDate(ctx.today) },
    );
    const left = await saveNew(blank);
    expect(left.status).toBe(302);
    expect(left.headers.get("Location")).toBe(`/company/${company.id}/dashboard`);

    const typed = entryForm("cancel", [
      [accounts.rent, "", "3.00", ""],
      ["", "", "", ""],
    ]);
    const asked = (await (await saveNew(typed)).json()) as JournalFormView;
    expect(asked.confirmCancel).toBe(true);
    expect(asked.rows[0].debit).toBe("3.00");

    // Make it recurring: the entry is posted, then memorized — New Recurring Transaction with it chosen.
    const recurring = await saveNew(
      entryForm("recurring", [
        [accounts.rent, "monthly rent", "450.00", ""],
        [accounts.checking, "", "", "450.00"],
      ]),
    );
    expect(recurring.status).toBe(302);
    const memorized = await app.db("journalEntries").where({ companyId: company.id }).orderBy("id", "desc").first("id", "status");
    expect(memorized.status).toBe("posted");
    expect(recurring.headers.get("Location")).toBe(
      `/company/${company.id}/dashboard/recurring/new?kind=journal_entry&documentId=${memorized.id}`,
    );
    // An entry that does not balance is refused there as on Save, and nothing is memorized.
    const unbalanced = await saveNew(entryForm("recurring", [[accounts.rent, "", "5.00", ""]]));
    expect(unbalanced.status).toBe(400);
  });
});

describe("drafts", () => {
  it("saves an unbalanced draft, refuses to post it, then edits and posts it", async () => {
    const before = await balances();
    const saved = await saveNew(
      entryForm("save-draft", [
        [accounts.rent, "deposit", "300.00", ""],
        [accounts.checking, "", "", "200.00"],
      ]),
    );
    expect(saved.status).toBe(302);
    const id = await latestEntryId();
    expect(saved.headers.get("Location")).toBe(entryPath(id));
    expect((await getJournalEntry(app.db, company.id, id)).status).toBe("draft");
    expect(await balances()).toEqual(before);

    // The entry page shows it, numbered only when posted.
    const page = await (
      await call(entryRoute.loader, entryPath(id), {
        params: params(company.id, { entryId: String(id) }),
        headers: { Cookie: owner.cookie },
      })
    ).json();
    expect(page.entry).toMatchObject({ status: "draft", totals: { debit: "300.00", credit: "200.00" } });
    expect(page.canCancel).toBe(false);

    // Post refuses while unbalanced.
    const refused = await entryAction(id, intentOnly("post"));
    expect(refused.status).toBe(400);
    expect((await refused.json()).actionErrors).toContain("Totals must be equal. Debit: $300.00, Credit: $200.00");
    expect((await getJournalEntry(app.db, company.id, id)).status).toBe("draft");
    expect(await balances()).toEqual(before);

    // The editor opens prefilled.
    const editor = await (
      await call(entryRoute.loader, `${entryPath(id)}?edit=1`, {
        params: params(company.id, { entryId: String(id) }),
        headers: { Cookie: owner.cookie },
      })
    ).json();
    expect(editor.editor.view.rows).toEqual([
      { accountId: String(accounts.rent), memo: "deposit", debit: "300.00", credit: "" },
      { accountId: String(accounts.checking), memo: "", debit: "", credit: "200.00" },
    ]);
    expect(editor.editor.view.version).toBe("1");
    const withVersion = (body: FormData, version: string) => (body.set("version", version), body);

    // Save and Post also keeps every rule.
    const stillUnbalanced = await entryAction(
      id,
      entryForm("save-post", [
        [accounts.rent, "", "300.00", ""],
        [accounts.checking, "", "", "299.99"],
      ]),
    );
    expect(stillUnbalanced.status).toBe(400);
    expect(((await stillUnbalanced.json()) as JournalFormView).summary?.messages).toContain(
      "Totals must be equal. Debit: $300.00, Credit: $299.99",
    );

    const edited = await entryAction(
      id,
      withVersion(
        entryForm("save-draft", [
          [accounts.rent, "deposit", "300.00", ""],
          [accounts.checking, "", "", "300.00"],
        ]),
        editor.editor.view.version,
      ),
    );
    expect(edited.status).toBe(302);
    expect((await getJournalEntry(app.db, company.id, id)).totals).toEqual({ debit: "300.00", credit: "300.00" });

    // A second editor opened on the same version: its save is refused, the form comes back with
    // what was typed and the message, and the draft keeps the first save.
    const stale = await entryAction(
      id,
      withVersion(
        entryForm("save-draft", [
          [accounts.rent, "typed later", "120.00", ""],
          [accounts.checking, "", "", "120.00"],
        ]),
        editor.editor.view.version,
      ),
    );
    expect(stale.status).toBe(409);
    const staleView = (await stale.json()) as JournalFormView;
    expect(staleView.summary?.messages).toEqual(["This journal entry was changed by someone else. Reload to see the changes."]);
    expect(staleView.rows[0]).toEqual({ accountId: String(accounts.rent), memo: "typed later", debit: "120.00", credit: "" });
    expect(staleView.version).toBe("1");
    expect((await getJournalEntry(app.db, company.id, id)).totals).toEqual({ debit: "300.00", credit: "300.00" });
    const noVersion = await entryAction(id, entryForm("save-draft", [[accounts.rent, "", "1.00", ""]]));
    expect(noVersion.status).toBe(400);
    expect(((await noVersion.json()) as JournalFormView).summary?.messages).toEqual(["version is required"]);

    const posted = await entryAction(id, intentOnly("post"));
    expect(posted.status).toBe(302);
    const entry = await getJournalEntry(app.db, company.id, id);
    expect(entry.status).toBe("posted");
    expect(entry.entryNo).toMatch(/^JE-\d{4}$/);
    expect((await toastOf(posted))?.message).toBe(`Journal entry ${entry.entryNo} posted.`);
    expect(await balances()).toEqual({
      ...before,
      rent: (Number(before.rent) + 300).toFixed(2),
      checking: (Number(before.checking) - 300).toFixed(2),
    });
    await expectBalancedBooks();

    // A posted entry is no longer a draft: it cannot be edited or deleted.
    const late = await entryAction(id, intentOnly("delete-draft"));
    expect(late.status).toBe(409);
  });

  it("deletes a draft", async () => {
    await saveNew(
      entryForm("save-draft", [
        ["", "note", "", ""],
        ["", "", "", ""],
      ]),
    );
    const id = await latestEntryId();
    const response = await entryAction(id, intentOnly("delete-draft"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/company/${company.id}/dashboard/journal-entries`);
    await expect(getJournalEntry(app.db, company.id, id)).rejects.toThrow("Journal entry not found");
  });
});

describe("cancelling an entry", () => {
  it("posts the reversal, links both ways, and the balances return to what they were", async () => {
    const before = await balances();
    await saveNew(
      entryForm("save-close", [
        [accounts.rent, "", "75.25", ""],
        [accounts.checking, "", "", "75.25"],
      ]),
    );
    const id = await latestEntryId();
    const original = await getJournalEntry(app.db, company.id, id);
    expect((await balances()).rent).not.toBe(before.rent);

    const page = await (
      await call(entryRoute.loader, entryPath(id), {
        params: params(company.id, { entryId: String(id) }),
        headers: { Cookie: owner.cookie },
      })
    ).json();
    expect(page.canCancel).toBe(true);

    const response = await entryAction(id, intentOnly("cancel-entry"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(entryPath(id));
    const cancelled = await getJournalEntry(app.db, company.id, id);
    expect(cancelled.status).toBe("cancelled");
    const reversal = await getJournalEntry(app.db, company.id, cancelled.reversedByEntryId as number);
    expect(reversal.reversesEntryId).toBe(id);
    expect((await toastOf(response))?.message).toBe(
      `Journal entry ${original.entryNo} cancelled. Reversing entry ${reversal.entryNo} posted.`,
    );
    expect(reversal.lines.map((l) => [l.accountName, l.debit, l.credit])).toEqual([
      ["Rent", "0.00", "75.25"],
      ["Checking", "75.25", "0.00"],
    ]);
    expect(await balances()).toEqual(before);
    await expectBalancedBooks();

    const shown = await (
      await call(entryRoute.loader, entryPath(id), {
        params: params(company.id, { entryId: String(id) }),
        headers: { Cookie: owner.cookie },
      })
    ).json();
    expect(shown.reversedBy).toEqual({ id: reversal.id, entryNo: reversal.entryNo });
    expect(shown.canCancel).toBe(false);
    const reversalPage = await (
      await call(entryRoute.loader, entryPath(reversal.id), {
        params: params(company.id, { entryId: String(reversal.id) }),
        headers: { Cookie: owner.cookie },
      })
    ).json();
    expect(reversalPage.reverses).toEqual({ id, entryNo: original.entryNo });
    expect(reversalPage.canCancel).toBe(false);

    // Twice is refused, and the reversal itself is not cancelled from here.
    const again = await entryAction(id, intentOnly("cancel-entry"));
    expect(again.status).toBe(409);
    const ofReversal = await entryAction(reversal.id, intentOnly("cancel-entry"));
    expect(ofReversal.status).toBe(409);
    expect(await balances()).toEqual(before);
  });
});

describe("the list", () => {
  it("lists newest first with filters and server-side pages", async () => {
    const list = async (query: string) => {
      const response = await call(listRoute.loader, `/company/${company.id}/dashboard/journal-entries${query}`, {
        params: params(),
        headers: { Cookie: owner.cookie },
      });
      expect(response.status).toBe(200);
      return (await response.json()).listing;
    };
    const all = await list("");
    expect(all.list.total).toBeGreaterThanOrEqual(5);
    const dates = all.list.items.map((i: { entryDate: string }) => i.entryDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.list.items.every((i: { entryType: string }) => i.entryType === "JE")).toBe(true);

    const rent = await list("?q=rent%20for");
    expect(rent.list.items.map((i: { comments: string }) => i.comments)).toEqual(["Rent for March"]);
    expect((await list("?q=JE-0001")).list.items.map((i: { entryNo: string }) => i.entryNo)).toEqual(["JE-0001"]);
    const cancelled = await list("?status=cancelled");
    expect(cancelled.list.items.map((i: { status: string }) => i.status)).toEqual(["cancelled"]);
    expect(cancelled.list.items[0].total).toBe("75.25");
    expect((await list("?status=draft")).list.total).toBe(0);

    const paged = await list("?perPage=5&page=2");
    expect(paged.list).toMatchObject({ page: 2, perPage: 5, total: all.list.total });
    expect((await list("?from=01/01/2030")).list.total).toBe(0);
    expect((await list("?from=2026-03-15&to=03/15/2026")).list.total).toBeGreaterThanOrEqual(3);
    const bad = await list("?from=13/45/2026");
    expect(bad.errors.from).toBe("from must be a date YYYY-MM-DD");
    expect(bad.list.total).toBe(all.list.total);

    // The list is not loaded under one entry.
    const under = await call(listRoute.loader, `/company/${company.id}/dashboard/journal-entries/1`, {
      params: params(company.id, { entryId: "1" }),
      headers: { Cookie: owner.cookie },
    });
    expect((await under.json()).listing).toBeNull();
  });
});

describe("access", () => {
  it("answers 404 for another user's company and for another company's entry, and writes nothing", async () => {
    const stranger = await signedIn();
    const id = await latestEntryId();
    const before = await counts();

    expect((await call(newRoute.loader, newPath(), { params: params(), headers: { Cookie: stranger.cookie } })).status).toBe(404);
    const posted = await saveNew(
      entryForm("save-close", [
        [accounts.rent, "", "1.00", ""],
        [accounts.checking, "", "", "1.00"],
      ]),
      stranger,
    );
    expect(posted.status).toBe(404);
    expect(
      (
        await call(listRoute.loader, `/company/${company.id}/dashboard/journal-entries`, {
          params: params(),
          headers: { Cookie: stranger.cookie },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(entryRoute.loader, entryPath(id), {
          params: params(company.id, { entryId: String(id) }),
          headers: { Cookie: stranger.cookie },
        })
      ).status,
    ).toBe(404);
    expect((await entryAction(id, intentOnly("cancel-entry"), stranger)).status).toBe(404);

    // The owner's other company does not see this company's entry either.
    const second = await companyOf(app.db, owner.user.id);
    expect(
      (
        await call(entryRoute.loader, entryPath(id, second.id), {
          params: params(second.id, { entryId: String(id) }),
          headers: { Cookie: owner.cookie },
        })
      ).status,
    ).toBe(404);
    expect((await entryAction(id, intentOnly("cancel-entry"), owner, second.id)).status).toBe(404);
    expect(
      (
        await call(entryRoute.loader, entryPath(0).replace(/0$/, "abc"), {
          params: params(company.id, { entryId: "abc" }),
          headers: { Cookie: owner.cookie },
        })
      ).status,
    ).toBe(404);

    expect(await counts()).toEqual(before);
    expect((await getJournalEntry(app.db, company.id, id)).status).not.toBe("draft");
  });
});
