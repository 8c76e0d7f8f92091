// Benchmark of the Company Dashboard with every widget shown (issue 28, item 8: its p99 at most the
// stack floor's p99 plus 3× its SQL floor's p99, at 32 concurrent), on PostgreSQL.
//
// The books: the dashboard's test books (tests/support/dashboard-books.ts) — thirteen months of a
// small business made through the app's services: monthly invoices and their payments, rent bills
// and their payments, card charges and cash expenses, open and overdue bills and invoices — dated up
// to the company's today, then VACUUM ANALYZE.
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
  options: LoadOptions;
  lines: number;
  documents: number;
  seedSeconds: number;
  scenarios: PageScenario[];
  stackFloor: LoadResult;
}

export async function runDashboardBenchmark(db: Knex, databaseUrl: string, options: LoadOptions): Promise<DashboardBenchResult> {
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
  await giveDashboardBooks(db, { ...companyContext(company, user.id), today }, today);
  await db.raw("VACUUM ANALYZE");
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const count = async (table: string) =>
    Number(((await db(table).where({ companyId: company.id }).count({ n: "*" }).first()) as { n: string }).n);
  const lines = await count("journalLines");
  const documents = (await count("purchaseDocuments")) + (await count("salesDocuments"));

  globalThis.__ledgerlineDb = Promise.resolve(db); // signIn stores the session through the app's handle
  const cookie = (await signIn(new Request("http://localhost/"), user.id, "/")).headers.get("Set-Cookie")!.split(";")[0];
  const { scenarios, stackFloor } = await measurePages(
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
  return { options, lines, documents, seedSeconds, scenarios, stackFloor };
}

export function dashboardRows(r: DashboardBenchResult) {
  const header = ["measure", "Ledgerline", "floor (same run)", "ratio (Ledgerline / floor)"];
  const body = [...pageRows(r.scenarios, r.options.concurrency, P99_TARGET), ...stackFloorRows(r.stackFloor, r.scenarios, P99_TARGET)];
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
charges, cash expenses, open and overdue bills and invoices), ${fmtInt(r.lines)} journal lines — dated up to the company's
today, made in ${fmt(r.seedSeconds, 0)} s, then \`VACUUM ANALYZE\`.

**Measured.** \`GET /company/:id/dashboard\` with the owner's session cookie, every one of the 18 widgets shown, through the app
server from the production build, ${r.options.concurrency} concurrent for ${fmt(r.options.durationMs / 1000, 0)} s after
${fmt(r.options.warmupMs / 1000, 0)} s of warm-up. **SQL floor:** the ${statements} statements its loader's module calls send (the
widget choice and \`dashboardFigures\` for every widget: bank balances, the ledger's period nets, the year over year months,
both aging summaries, the open invoices' and bills' totals, the overdue items, the journal list, the trial balance, three trade
summaries), recorded once and replayed one after another on a bare \`pg\` client from a pool of ${r.options.concurrency}
(bench/lib/pages.ts). This part took ${fmt(seconds, 0)} s.

${stackFloorMarkdown(r.stackFloor, r.scenarios, P99_TARGET)}
`;
}
