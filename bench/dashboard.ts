// Benchmark of the Company Dashboard with every widget shown (issue 28, item 8: its p99 at most the
// stack floor's p99 plus 3× its SQL floor's p99, at 32 concurrent), on PostgreSQL.
//
// The books: the dashboard's test books (tests/support/dashboard-books.ts) — thirteen months of a
// small business made through the app's services: monthly invoices and their payments, rent bills
// and their payments, card charges and cash expenses, open and overdue bills and invoices — dated up
// to the company's today; then `entries` two-line journal entries over the last two years
// bulk-loaded beside them (takings Dr Checking / Cr Sales, and one in two a payment Dr Rent /
// Cr Checking), so the widgets read from the ledger (balances, period nets, the months, the trial
// balance, the journal list) go through a busy ledger; then VACUUM ANALYZE.
//
// Measured: GET /company/:id/dashboard with the owner's session (every widget shown, as for a user
// who has not chosen), through the app server from the production build, against the SQL its loader
// sends (the widget choice and `dashboardFigures` for every widget, recorded once and replayed on a
// bare pg client: bench/lib/pages.ts), and beside the sign-in page (the stack's floor,
// bench/lib/stack-floor.ts), in the same run.
import type { Knex } from "knex";
import { createUser } from "../app/modules/auth/auth.server";
import { signIn } from "../app/modules/auth/session.server";
import { companyContext, createCompany, getDashboardWidgets } from "../app/modules/companies/companies.server";
import { companyToday, DASHBOARD_WIDGET_KEYS } from "../app/modules/companies/reference-data";
import { companyCreateSchema } from "../app/modules/companies/schema";
import { dashboardFigures } from "../app/modules/dashboard/widgets.server";
import { companyFields } from "../tests/support/company-fields";
import { giveDashboardBooks } from "../tests/support/dashboard-books";
import type { LoadResult } from "./lib/load";
import { measurePages, pageRows, type LoadOptions, type PageScenario } from "./lib/pages";
import { fmtInt } from "./lib/progress";
import { markdownTable } from "./lib/report";
import { stackFloorMarkdown, stackFloorRows } from "./lib/stack-floor";

const SESSION_SECRET = "ledgerline-bench-session-secret";
const P99_TARGET = 3;

export interface DashboardBenchResult {
  options: LoadOptions & { entries: number };
  lines: number;
  documents: number;
  seedSeconds: number;
  scenarios: PageScenario[];
  stackFloor: LoadResult;
  /** The sign-in page rendered afresh every time (bench/lib/stack-floor.ts RENDER_AFRESH). */
  stackFloorRendered?: LoadResult;
}

/** `count` two-line entries dated over the two years before `today`, in one statement (the ledger's triggers check each at commit). */
async function loadEntries(
  db: Knex,
  companyId: number,
  accounts: { checking: number; sales: number; rent: number },
  today: string,
  count: number,
) {
  await db.transaction((trx) =>
    trx.raw(
      `WITH e AS (
         INSERT INTO journal_entries (company_id, entry_type, entry_no, entry_date, comments, status, source_type, posted_at)
         SELECT ?, 'JE', 'JE-B' || lpad(g::text, 7, '0'), CAST(? AS date) - ((g::bigint * 730) / ?)::int, 'Bench ' || g, 'posted', 'journal', now()
           FROM generate_series(1, ?::int) AS g
         RETURNING company_id, id, entry_no, entry_date)
       INSERT INTO journal_lines (company_id, journal_entry_id, line_no, account_id, entry_date, debit, credit, memo)
       SELECT e.company_id, e.id, side.line_no, side.account_id, e.entry_date, side.debit, side.credit, ''
         FROM e
         CROSS JOIN LATERAL (SELECT substr(e.entry_no, 5)::int AS g) n
         CROSS JOIN LATERAL (SELECT (100 + (n.g::bigint * 7919) % 900) / 100.0 AS amount, n.g % 2 = 1 AS payment) a
         CROSS JOIN LATERAL (VALUES
           (1, CASE WHEN a.payment THEN ?::int ELSE ?::int END, a.amount, 0::numeric),
           (2, CASE WHEN a.payment THEN ?::int ELSE ?::int END, 0::numeric, a.amount)
         ) AS side(line_no, account_id, debit, credit)`,
      [companyId, today, count, count, accounts.rent, accounts.checking, accounts.checking, accounts.sales],
    ),
  );
}

export async function runDashboardBenchmark(
  db: Knex,
  databaseUrl: string,
  options: LoadOptions & { entries: number },
): Promise<DashboardBenchResult> {
  const seedStarted = performance.now();
  process.env.SESSION_SECRET = SESSION_SECRET;
  const user = await createUser(db, {
    email: "bench-dashboard@example.com",
    password: "correct horse battery",
    firstName: "Bench",
    lastName: "Dashboard",
  });
  const company = await createCompany(db, user.id, companyCreateSchema.parse(companyFields({ companyName: "Dashboard Bench Co" })));
  const today = companyToday(company.timezone);
  const books = await giveDashboardBooks(db, { ...companyContext(company, user.id), today }, today);
  await loadEntries(db, company.id, books, today, options.entries);
  await db.raw("VACUUM ANALYZE");
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const count = async (table: string) =>
    Number(((await db(table).where({ companyId: company.id }).count({ n: "*" }).first()) as { n: string }).n);
  const lines = await count("journalLines");
  const documents = (await count("purchaseDocuments")) + (await count("salesDocuments"));

  globalThis.__ledgerlineDb = Promise.resolve(db); // signIn stores the session through the app's handle
  const cookie = (await signIn(new Request("http://localhost/"), user.id, "/")).headers.get("Set-Cookie")!.split(";")[0];
  const { scenarios, stackFloor, stackFloorRendered } = await measurePages(
    db,
    databaseUrl,
    { SESSION_SECRET, cookie },
    [
      {
        name: "Company Dashboard, every widget (HTML)",
        path: `/company/${company.id}/dashboard`,
        expect: "Owed to vendors",
        loaderCalls: async (handle) => {
          const widgets = await getDashboardWidgets(handle, user.id, company.id);
          if (widgets.length !== DASHBOARD_WIDGET_KEYS.length) throw new Error("the bench user does not see every widget");
          return dashboardFigures(handle, company, today, widgets);
        },
      },
    ],
    { ...options, stackFloor: true },
  );
  if (!stackFloor) throw new Error("measurePages did not measure the sign-in page");
  return { options, lines, documents, seedSeconds, scenarios, stackFloor, stackFloorRendered };
}

export function dashboardRows(r: DashboardBenchResult) {
  const header = ["measure", "Ledgerline", "floor (same run)", "ratio (Ledgerline / floor)"];
  const body = [
    ...pageRows(r.scenarios, r.options.concurrency, P99_TARGET),
    ...stackFloorRows(r.stackFloor, r.scenarios, P99_TARGET, r.stackFloorRendered),
  ];
  return { header, body };
}

const fmt = (n: number, digits: number) => n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function dashboardMarkdown(r: DashboardBenchResult, seconds: number): string {
  const { header, body } = dashboardRows(r);
  const statements = r.scenarios[0]?.statements ?? 0;
  return `## The Company Dashboard, every widget (issue 28)

${markdownTable(header, body)}

**Books.** The dashboard's test books (tests/support/dashboard-books.ts): thirteen months of a small business made through the
app's services — ${fmtInt(r.documents)} documents (monthly invoices and their payments, rent bills and their payments, card
charges, cash expenses, open and overdue bills and invoices) dated up to the company's today — and beside them
${fmtInt(r.options.entries)} two-line journal entries over the last two years, bulk-loaded (takings Dr Checking / Cr Sales, one in
two a payment Dr Rent / Cr Checking): ${fmtInt(r.lines)} journal lines in all, made in ${fmt(r.seedSeconds, 0)} s, then \`VACUUM ANALYZE\`.

**Measured.** \`GET /company/:id/dashboard\` with the owner's session cookie, every one of the 18 widgets shown, through the app
server from the production build, ${r.options.concurrency} concurrent for ${fmt(r.options.durationMs / 1000, 0)} s after
${fmt(r.options.warmupMs / 1000, 0)} s of warm-up. **SQL floor:** the ${statements} statements its loader's module calls send (the
widget choice and \`dashboardFigures\` for every widget: bank balances, the ledger's period nets, the year over year months,
both aging summaries, the open invoices' and bills' totals, the overdue items, the journal list, the trial balance, three trade
summaries), recorded once and replayed one after another on a bare \`pg\` client from a pool of ${r.options.concurrency}
(bench/lib/pages.ts). This part took ${fmt(seconds, 0)} s.

${stackFloorMarkdown(r.stackFloor, r.scenarios, P99_TARGET, r.stackFloorRendered)}
`;
}
