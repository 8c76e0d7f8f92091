// `ledgerline lists <kind> list|add|delete|import|export`: the same service and messages as the screens and the API.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

import { cliOwner, cliSuite } from "../support/cli";

const SLOW = 180_000;
let companyId: number;
let otherCompanyId: number;

const { cli, target } = cliSuite(
  "ledgerline-cli-lists",
  async (db) => {
    const { newCompany } = await cliOwner(db, { email: "lists@example.com", firstName: "Li", lastName: "St" });
    companyId = (await newCompany()).id;
    otherCompanyId = (await newCompany({ companyName: "Lists Copy" })).id;
  },
  SLOW,
);

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

  it(
    "exports payment terms as CSV, imports the file into another company as the same terms, and refuses bad rows writing nothing",
    async () => {
      const file = `${target().tempDir}/terms.csv`;
      const exported = await cli(["lists", "payment-terms", "export", "--company", String(companyId), "--output", file]);
      expect(exported.code).toBe(0);
      const text = fs.readFileSync(file, "utf8");
      expect(text.split("\n")[0]).toBe(
        "Name,Type,Net Due In,Net Due Before,Discount Percent,Discount If Paid Within,Discount If Paid Before",
      );
      expect(text).toContain("Net 30,fixed,30,,2,10,");
      fs.writeFileSync(file, `${text}EOM,date,,25,0,,\n`);

      const other = ["--company", String(otherCompanyId)];
      let run = await cli(["lists", "payment-terms", "import", file, ...other, "--dry-run"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toBe(`Dry run: ${file} has 2 payment terms to create; nothing was written\n`);
      run = await cli(["lists", "payment-terms", "import", file, ...other]);
      expect(run.stderr).toBe("");
      expect(run.stdout).toBe(`Imported 2 payment terms into company ${otherCompanyId}\n`);
      run = await cli(["--json", "lists", "payment-terms", "list", ...other]);
      const terms = JSON.parse(run.stdout);
      expect(terms.map((t: { name: string }) => t.name)).toEqual(["EOM", "Net 30"]);
      expect(terms[1]).toMatchObject({
        type: "fixed",
        netDueIn: 30,
        discountPercent: 2,
        discountIfPaidWithin: 10,
        description: "Pay with in 30 days",
      });
      expect(terms[0]).toMatchObject({ type: "date", netDueBefore: 25, netDueIn: null });

      // The same file again: every name is taken now. A bad row names its column.
      fs.writeFileSync(file, "name,TYPE,net due in\nNet 30,fixed,30\nNet 45,fixed,-4\nCOD,fixed,1\n");
      run = await cli(["lists", "payment-terms", "import", file, ...other]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe(
        "error: 2 rows are not valid: nothing was imported\n" +
          '  row 2: A payment term named "Net 30" already exists.\n' +
          "  row 3: Net due in (days) must be a valid positive number.\n",
      );
      run = await cli(["--json", "lists", "payment-terms", "list", ...other]);
      expect(JSON.parse(run.stdout)).toHaveLength(2);

      fs.writeFileSync(file, "Name,Colour\nA,red\n");
      run = await cli(["lists", "vendor-groups", "import", file, ...other]);
      expect(run.code).toBe(1);
      expect(run.stderr).toBe('error: Unknown column "Colour": the columns are Name\n');
    },
    SLOW,
  );
});
