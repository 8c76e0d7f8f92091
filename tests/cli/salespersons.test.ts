// `ledgerline salespersons list|export`: the Sales Persons list's rows and its CSV from the command
// line, with the same Current View and search; an unknown company is refused.
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { salesPersonCreateBody } from "~/modules/sales-persons/schema";
import { createSalesPerson } from "~/modules/sales-persons/sales-persons.server";
import { cliOwner, cliSuite } from "../support/cli";

const SLOW = 180_000;
let companyId: number;

const { cli, target } = cliSuite(
  "ledgerline-cli-salespersons",
  async (db) => {
    const { user, newCompany } = await cliOwner(db, { email: "sales@example.com", firstName: "Sa", lastName: "Les" });
    companyId = (await newCompany()).id;
    const ctx = { companyId, userId: user.id };
    const add = (fields: Record<string, unknown>, city = "") =>
      createSalesPerson(db, ctx, {
        ...salesPersonCreateBody.parse(fields),
        dateOfHire: "2026-01-05",
        addresses: city ? [{ address1: "1 Main", address2: "", city, state: "TX", postalCode: "73301", country: "USA" }] : [],
      });
    await add({ salesPersonName: "Ann Active", email: "ann@example.com", phone: "555 0100" }, "Austin");
    await add({ salesPersonName: "Ian Inactive", email: "ian@example.com", phone: "555 0101", active: false });
  },
  SLOW,
);

describe("ledgerline salespersons", () => {
  it(
    "lists the active ones by default, the others by --view, and finds by --search",
    async () => {
      const company = ["--company", String(companyId)];
      let run = await cli(["salespersons", "list", ...company]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout.split("\n")[0]).toMatch(/^ID\s+ACTIVE\s+SALES PERSON\s+CITY\s+PHONE\s+EMAIL$/);
      expect(run.stdout).toContain("Ann Active");
      expect(run.stdout).not.toContain("Ian Inactive");

      run = await cli(["--json", "salespersons", "list", ...company, "--view", "all"]);
      expect(JSON.parse(run.stdout).map((r: { salesPersonName: string }) => r.salesPersonName)).toEqual(["Ann Active", "Ian Inactive"]);

      run = await cli(["salespersons", "list", ...company, "--view", "inactive", "--search", "austin"]);
      expect(run.stdout).toBe("No sales persons\n");

      run = await cli(["salespersons", "list", ...company, "--view", "sometimes"]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("--view must be one of: active, inactive, all");
    },
    SLOW,
  );

  it(
    "exports the list's CSV to stdout or a file",
    async () => {
      const company = ["--company", String(companyId)];
      let run = await cli(["salespersons", "export", ...company, "--view", "all"]);
      expect(run.code).toBe(0);
      const rows: string[][] = parse(run.stdout);
      expect(rows[0]).toEqual(["Active", "Sales Person", "Address", "City", "State", "Zip Code", "Phone", "Fax", "Email"]);
      expect(rows.slice(1)).toEqual([
        ["Yes", "Ann Active", "1 Main", "Austin", "TX", "73301", "555 0100", "", "ann@example.com"],
        ["No", "Ian Inactive", "", "", "", "", "555 0101", "", "ian@example.com"],
      ]);

      const file = path.join(target().tempDir, "sales.csv");
      run = await cli(["salespersons", "export", ...company, "--output", file]);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain(`Wrote the sales persons of company ${companyId}`);
      expect(parse(fs.readFileSync(file, "utf8"))).toHaveLength(2);

      run = await cli(["salespersons", "export", "--company", "999999"]);
      expect(run.code).toBe(1);
    },
    SLOW,
  );
});
