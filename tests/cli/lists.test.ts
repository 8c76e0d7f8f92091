// `ledgerline lists <kind> list|add|delete`: the same service and messages as the screens and the API.
import fs from "node:fs";
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "~/modules/auth/auth.server";
import { createCompany } from "~/modules/companies/companies.server";
import { companyCreateSchema } from "~/modules/companies/schema";

import { createCliTarget, runCli, withCliDatabase } from "../support/cli";
import { companyFields } from "../support/company-fields";
import { type TestDatabase } from "../support/db";

const SLOW = 180_000;
let tempDir: string;
let pg: TestDatabase | undefined;
let companyId: number;

const cli = (args: string[]) => runCli({ tempDir, pg }, args);
const withDb = <T>(fn: (db: Knex) => Promise<T>) => withCliDatabase({ tempDir, pg }, fn);

beforeAll(async () => {
  ({ tempDir, pg } = await createCliTarget("ledgerline-cli-lists"));
  await withDb(async (db) => {
    const user = await createUser(db, { email: "lists@example.com", password: "correct horse battery", firstName: "Li", lastName: "St" });
    companyId = (await createCompany(db, user.id, companyCreateSchema.parse(companyFields()))).id;
  });
}, SLOW);
afterAll(async () => {
  await pg?.cleanup();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

describe("ledgerline lists", () => {
  it(
    "adds, lists and deletes vendor groups",
    async () => {
      const company = ["--company", String(companyId)];
      let run = await cli(["lists", "vendor-groups", "add", ...company, "--name", " Wholesale "]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(
        /^Vendor group "Wholesale" created successfully! You now have 1 vendor group\(s\) in your system\. \(id \d+\)\n$/,
      );
      run = await cli(["lists", "vendor-groups", "add", ...company, "--name", "Retail"]);
      expect(run.code).toBe(0);

      run = await cli(["lists", "vendor-groups", "add", ...company, "--name", "wholesale"]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe('error: A vendor group named "wholesale" already exists.\n');

      run = await cli(["lists", "vendor-groups", "list", ...company]);
      expect(run.code).toBe(0);
      expect(run.stdout.split("\n")[0]).toMatch(/^ID\s+NAME$/);
      expect(run.stdout).toContain("Retail");

      run = await cli(["--json", "lists", "vendor-groups", "list", ...company]);
      const groups = JSON.parse(run.stdout);
      expect(groups.map((g: { name: string }) => g.name)).toEqual(["Retail", "Wholesale"]);

      run = await cli(["lists", "vendor-groups", "delete", ...company, "--name", "WHOLESALE"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe('Vendor group "Wholesale" has been deleted successfully. You now have 1 vendor group(s) remaining.\n');
      run = await cli(["lists", "vendor-groups", "delete", ...company, "--id", String(groups[0].id), "--json"]);
      expect(JSON.parse(run.stdout)).toMatchObject({ success: true, name: "Retail", remaining: 0 });

      run = await cli(["lists", "vendor-groups", "delete", ...company, "--id", String(groups[0].id)]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe("error: Vendor group not found. It may have already been deleted.\n");
      run = await cli(["lists", "vendor-groups", "delete", ...company]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe("error: give either --id or --name\n");
    },
    SLOW,
  );

  it(
    "adds payment terms and shipping methods with their fields and the spec's messages",
    async () => {
      const company = ["--company", String(companyId)];
      let run = await cli([
        "lists",
        "payment-terms",
        "add",
        ...company,
        "--name",
        "Net 30",
        "--net-due-in",
        "30",
        "--discount-percent",
        "2",
        "--discount-if-paid-within",
        "10",
      ]);
      expect(run.stderr).toBe("");
      expect(run.stdout).toContain('Payment term "Net 30" created successfully! You now have 1 payment term(s) in your system.');
      run = await cli(["lists", "payment-terms", "add", ...company, "--name", "EOM", "--type", "date"]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("Net due before date is required for Date Driven payment terms.");
      run = await cli(["lists", "payment-terms", "list", ...company]);
      expect(run.stdout).toMatch(/Net 30\s+Pay with in 30 days\s+30\s+2/);

      run = await cli(["lists", "shipping-methods", "add", ...company, "--name", "UPS"]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("Both fields are required.");
      run = await cli(["lists", "shipping-methods", "add", ...company, "--name", "UPS", "--description", "Ground"]);
      expect(run.code).toBe(0);
      run = await cli(["--json", "lists", "shipping-methods", "list", ...company]);
      expect(JSON.parse(run.stdout)).toEqual([{ id: expect.any(Number), name: "UPS", description: "Ground", companyId }]);

      run = await cli(["lists", "item-groups", "list", "--company", "999999"]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe("error: No company 999999\n");
      run = await cli(["lists", "item-groups", "list", ...company]);
      expect(run.stdout).toBe("No item groups\n");
    },
    SLOW,
  );
});
