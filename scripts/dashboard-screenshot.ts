// The README's screenshot (docs/screenshot.png): the Company Dashboard of a company with a year of
// books, as a person sees it in Chromium. Run after `npm run build`:
//
//   node --import tsx scripts/dashboard-screenshot.ts [out.png]
//
// It makes a fresh embedded database in a temporary folder, a user and the company "Riverside
// Supply Co." with the dashboard's test books (tests/support/dashboard-books.ts, dated up to today),
// starts the built app on it (bench/lib/app-server.ts), signs in through the login form with
// Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and photographs the dashboard.
// Nothing is left behind but the picture.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createUser } from "../app/modules/auth/auth.server";
import { companyContext, createCompany } from "../app/modules/companies/companies.server";
import { companyToday } from "../app/modules/companies/reference-data";
import { companyCreateSchema } from "../app/modules/companies/schema";
import { closeDatabase, migrateLatest, openDatabase } from "../app/utils/db.server";
import { startAppServer } from "../bench/lib/app-server";
import { companyFields } from "../tests/support/company-fields";
import { giveDashboardBooks } from "../tests/support/dashboard-books";

const root = fileURLToPath(new URL("../", import.meta.url));
const out = path.resolve(process.argv[2] ?? path.join(root, "docs", "screenshot.png"));
const EMAIL = "owner@riverside.example";
const PASSWORD = "correct horse battery";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ledgerline-screenshot-"));
try {
  process.stderr.write("making the books…\n");
  const db = openDatabase({ dataFolder: path.join(folder, "pglite") });
  let companyId: number;
  try {
    await migrateLatest(db);
    const user = await createUser(db, { email: EMAIL, password: PASSWORD, firstName: "Rosa", lastName: "Rivers" });
    const company = await createCompany(
      db,
      user.id,
      companyCreateSchema.parse(companyFields({ companyName: "Riverside Supply Co.", timezone: "UTC+00:00 London, Dublin, Lisbon" })),
    );
    companyId = company.id;
    const ctx = companyContext(company, user.id);
    await giveDashboardBooks(db, ctx, companyToday(company.timezone));
  } finally {
    await closeDatabase(db);
  }

  process.stderr.write("starting the app…\n");
  const server = await startAppServer({ LEDGERLINE_DATA_DIR: folder, SESSION_SECRET: "ledgerline-screenshot-secret" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-sync"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 1500 } });
    await page.goto(`${server.base}/login`);
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.goto(`${server.base}/company/${companyId}/dashboard`);
    await page.locator('[data-widget="expenses"] svg').waitFor();
    await page.screenshot({ path: out });
    process.stderr.write(`wrote ${path.relative(root, out)}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  fs.rmSync(folder, { recursive: true, force: true });
}
