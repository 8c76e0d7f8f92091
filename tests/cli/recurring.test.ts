// `ledgerline recurring run`: the nightly job creating every automatic recurring transaction due.
// A monthly bill run by two CLI runs at once is created once for each month; the books balance.
// On the embedded database one process holds it at a time (the other is refused, never doubles).
import { describe, expect, it } from "vitest";
import { createAccount } from "~/modules/accounts/accounts.server";
import { accountCreateSchema } from "~/modules/accounts/schema";
import { companyContext } from "~/modules/companies/companies.server";
import { trialBalance } from "~/modules/ledger/ledger.server";
import { createSchedule } from "~/modules/recurring/recurring.server";
import { scheduleCreateSchema } from "~/modules/recurring/schema";
import { vendorCreateSchema } from "~/modules/vendors/schema";
import { createVendor } from "~/modules/vendors/vendors.server";
import { cliOwner, cliSuite } from "../support/cli";

const SLOW = 180_000;
let companyId: number;

const { cli, withDb } = cliSuite(
  "ledgerline-cli-recurring",
  async (db) => {
    const { user, newCompany } = await cliOwner(db, { email: "recurring@example.com", firstName: "Re", lastName: "Cur" });
    const company = await newCompany();
    companyId = company.id;
    const ctx = companyContext(company, user.id);
    const rent = await createAccount(
      db,
      ctx,
      accountCreateSchema.parse({ accountType: "Expense", accountNumber: "6100", accountName: "Rent" }),
    );
    const landlord = await createVendor(db, ctx, vendorCreateSchema.parse({ vendorId: "LAND", vendorName: "Landlord" }));
    await createSchedule(
      db,
      ctx,
      scheduleCreateSchema.parse({
        name: "Rent",
        kind: "bill",
        template: { vendorId: landlord.id, accountRecords: [{ accountId: rent.id, description: "Monthly rent", amount: "1500.00" }] },
        frequency: "monthly",
        nextDate: "2026-09-30",
        mode: "automatic",
      }),
    );
  },
  SLOW,
);
const bills = () =>
  withDb(
    async (db) =>
      (await db("purchaseDocuments").where({ companyId, kind: "bill" }).orderBy("docDate").select("docDate", "total")) as {
        docDate: string;
        total: string;
      }[],
  );

describe("ledgerline recurring run", () => {
  it(
    "creates each month's bill once though two runs overlap, then finds nothing due",
    async () => {
      const args = ["recurring", "run", "--company", String(companyId), "--as-of", "2026-12-31"];
      const runs = await Promise.all([cli(args), cli(args)]);
      const ok = runs.filter((r) => r.code === 0);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      // On the embedded database the second process is refused; on PostgreSQL both run.
      for (const r of runs.filter((r) => r.code !== 0)) expect(r.stderr).toContain("in use by another Ledgerline process");
      expect(ok.map((r) => r.stdout).join("")).toMatch(/Created \d recurring transactions? for company/);
      expect((await bills()).map((b) => [b.docDate, b.total])).toEqual([
        ["2026-09-30", "1500.00"],
        ["2026-10-30", "1500.00"],
        ["2026-11-30", "1500.00"],
        ["2026-12-30", "1500.00"],
      ]);
      await withDb(async (db) => {
        const tb = await trialBalance(db, companyId, "2099-12-31");
        expect(tb.totals.debit).toBe(tb.totals.credit);
      });

      const again = await cli(["--json", ...args]);
      expect(again.code).toBe(0);
      expect(JSON.parse(again.stdout)).toMatchObject({ company: companyId, asOf: "2026-12-31", created: 0, failed: 0 });
      const unknown = await cli(["recurring", "run", "--company", "999999"]);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain("No company 999999");
    },
    SLOW,
  );
});
