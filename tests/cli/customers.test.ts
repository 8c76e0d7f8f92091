// `ledgerline customers import | export` (issue 26 item 8, customers): opening Accounts Receivable
// from a previous system. Every row is checked first (`row N:` messages, nothing written on any
// problem); a good file creates the customers and posts their opening balances (COB: Dr A/R, Cr
// Opening Balance Equity) in one transaction; the export imports into another company unchanged.
import path from "node:path";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { createSupportItem } from "~/modules/support-lists/support-lists.server";
import { cliOwner, cliSuite } from "../support/cli";

const SLOW = 180_000;
let source: number;
let copy: number;

const { cli, withDb, target } = cliSuite(
  "ledgerline-cli-customers",
  async (db) => {
    const { newCompany } = await cliOwner(db, { email: "customers@example.com", firstName: "Cu", lastName: "Stomer" });
    source = (await newCompany()).id;
    copy = (await newCompany()).id;
    for (const companyId of [source, copy]) await createSupportItem(db, { companyId }, "customer-groups", { name: "Retail" });
  },
  SLOW,
);

const HEADER =
  "Customer ID,Customer Name,Opening Balance,Balance as of,Customer Group,Tax Exempt,Resale Number,Billing Address Line 1,Billing City,Billing State,Billing Postal Code,Billing Country";

/** Accounts Receivable's balance and the customers of a company. */
const receivables = (companyId: number) =>
  withDb(async (db) => {
    const ar = await db("companyAccounts").where({ companyId, accountName: "Accounts Receivable" }).first("id");
    const [{ balance }] = ar
      ? await db("journalLines")
          .where({ companyId, accountId: ar.id })
          .select(db.raw("coalesce(sum(debit) - sum(credit), 0)::text as balance"))
      : [{ balance: "0" }];
    const customers = await db("customers").where({ companyId }).orderBy("customerId").select("customerId", "customerName", "taxExempt");
    return { balance: Number(balance).toFixed(2), customers };
  });

describe("ledgerline customers", () => {
  it("refuses a file with bad rows, naming each, and writes nothing", { timeout: SLOW }, async () => {
    const file = path.join(target().tempDir, "bad.csv");
    fs.writeFileSync(file, `${HEADER}\nC-1,Cedar Cafe,10.00,09/30/2026,Retail,No,,1 Oak,Salem,OR,97301,US\nC-2,,5.00,,Nowhere,No,,,,,,\n`);
    const run = await cli(["customers", "import", file, "--company", String(source)]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`error: 1 row of ${file} is not valid: nothing was imported`);
    expect(run.stderr).toContain("row 3:");
    expect(run.stderr).toContain("Customer Name is required.");
    expect(run.stderr).toContain('Customer Group "Nowhere" does not exist');
    expect(await receivables(source)).toEqual({ balance: "0.00", customers: [] });
  });

  it(
    "imports customers with their opening balances on Accounts Receivable, and the export imports into another company unchanged",
    { timeout: SLOW },
    async () => {
      const file = path.join(target().tempDir, "customers.csv");
      fs.writeFileSync(
        file,
        `${HEADER}\nC-1,Cedar Cafe,1250.40,09/30/2026,Retail,Yes,R-77,1 Oak Ave,Salem,OR,97301,US\nC-2,Dune Deli,0,,,,,2 Elm St,Bend,OR,97701,US\nC-3,Fern Florist,99.60,10/01/2026,,,,,,,,\n`,
      );
      const run = await cli(["customers", "import", file, "--company", String(source)]);
      expect(run).toEqual({ code: 0, stdout: "Imported 3 customers and posted 2 opening balances\n", stderr: "" });
      expect(await receivables(source)).toEqual({
        balance: "1350.00",
        customers: [
          { customerId: "C-1", customerName: "Cedar Cafe", taxExempt: true },
          { customerId: "C-2", customerName: "Dune Deli", taxExempt: false },
          { customerId: "C-3", customerName: "Fern Florist", taxExempt: false },
        ],
      });

      const exported = path.join(target().tempDir, "export.csv");
      expect((await cli(["customers", "export", "--company", String(source), "--output", exported])).code).toBe(0);
      expect((await cli(["customers", "import", exported, "--company", String(copy)])).stdout).toBe(
        "Imported 3 customers and posted 2 opening balances\n",
      );
      const again = await cli(["customers", "export", "--company", String(copy)]);
      expect(again.stdout).toBe(fs.readFileSync(exported, "utf8"));
      expect(await receivables(copy)).toEqual(await receivables(source));
    },
  );
});
