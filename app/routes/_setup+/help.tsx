import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { screenMeta } from "~/lib/title";
import { requireUser } from "~/modules/auth/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

const topics = [
  {
    title: "Companies",
    body: [
      "One Ledgerline account can keep the books of several companies. Your companies are listed on the Home page; Open takes you to that company's dashboard, and Ledgerline remembers it as your current company, so Dashboard in the top bar goes straight back to it.",
      "Create New Company offers two ways in: Skip Setup asks only for the company's details, industry and encryption, and turns on sensible defaults (services and products, the recommended accounts, bill tracking). Start Setup walks through all eight steps: company information, industry, terminology and currency, services and products, accounts, bill tracking and encryption.",
    ],
  },
  {
    title: "Encryption",
    body: [
      "A company can be protected with its own password. When encryption is on, Ledgerline asks for that password the first time you open the company in each session. Keep the password safe: a hint can remind you of it, but nobody can recover a lost password.",
      "Encryption on the Home page lets you turn protection on or off and change the password; the current password is always required.",
    ],
  },
  {
    title: "The company dashboard",
    body: [
      "The sidebar groups everything by area: customers, vendors, inventory, banking, company, reports and settings. Click a group to open it; the entry for the page you are on is highlighted. On a narrow screen use the Menu button.",
      "Configure.. on the dashboard chooses which widgets you see; your choice is kept for each company.",
    ],
  },
  {
    title: "Double-entry bookkeeping",
    body: [
      "Every transaction in Ledgerline posts a balanced journal entry: the debits equal the credits, to the cent. Bills credit Accounts Payable, payments debit it, and opening balances are recorded against Opening Balance Equity, so the trial balance always balances.",
    ],
  },
  {
    title: "Programs and batch work",
    body: [
      "Programs can use the REST API under /api with a bearer token: sign in with POST /api/client/login, or create a token with the command line tool (ledgerline tokens create --email you@example.com). The API is described at /api/openapi.json.",
      "The ledgerline command line tool works on the same database as the app, for accountants' batch work such as loading charts of accounts and importing CSV files.",
    ],
  },
  {
    title: "Your account",
    body: [
      "Logout ends your session on this browser. Delete Account on the Home page permanently removes your account, your API tokens and all your companies after you confirm with your password.",
    ],
  },
];

export default function Help() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Help</h1>
      <p className="mt-2 text-slate-600">
        Ledgerline keeps the books of small businesses: chart of accounts, journal, vendors and purchasing, checks and inventory. Here is
        how to find your way around.
      </p>
      <nav aria-label="Help topics" className="mt-6">
        <ul className="flex flex-wrap gap-3 text-sm">
          {topics.map((t) => (
            <li key={t.title}>
              <a href={`#${t.title.toLowerCase().replace(/\W+/g, "-")}`}>{t.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {topics.map((t) => (
        <section key={t.title} id={t.title.toLowerCase().replace(/\W+/g, "-")} className="mt-8">
          <h2 className="text-lg font-semibold">{t.title}</h2>
          {t.body.map((p) => (
            <p key={p.slice(0, 40)} className="mt-2 leading-relaxed text-slate-700">
              {p}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-10">
        <Link to="/home">Back to your companies</Link>
      </p>
    </main>
  );
}

export const meta = screenMeta("Help");
