// `ledgerline --as <email>`: a run made as one of the company's members is checked by the same
// policy as the web and the API — a viewer may list and export, never write; a bookkeeper writes
// the books; someone who is not a member finds no company. Without --as the CLI is the
// installation's administrator and acts as the company's owner.
import { describe, expect, it } from "vitest";
import { createUser } from "~/modules/auth/auth.server";
import { createCompany } from "~/modules/companies/companies.server";
import { companyCreateSchema } from "~/modules/companies/schema";
import { cliSuite } from "../support/cli";
import { companyFields } from "../support/company-fields";

const SLOW = 180_000;
let companyId: number;

const suite = cliSuite(
  "ledgerline-cli-member-roles",
  async (db) => {
    const person = (email: string) => createUser(db, { email, password: "correct horse battery", firstName: "Pat", lastName: "Member" });
    const owner = await person("owner@example.com");
    companyId = (await createCompany(db, owner.id, companyCreateSchema.parse(companyFields()))).id;
    await db("companyMembers").insert({ companyId, userId: (await person("viewer@example.com")).id, role: "viewer" });
    await db("companyMembers").insert({ companyId, userId: (await person("keeper@example.com")).id, role: "bookkeeper" });
    await person("stranger@example.com");
  },
  SLOW,
);
const cli = (args: string[], env: Record<string, string> = {}) => suite.cli(args, { env });
const { withDb } = suite;
const groups = () => withDb((db) => db("vendorGroups").where({ companyId }).orderBy("name").pluck("name"));

describe("ledgerline --as", () => {
  it(
    "lets a viewer read and refuses them a write in the policy's words, writing nothing",
    async () => {
      const company = ["--company", String(companyId)];
      let run = await cli(["--as", "viewer@example.com", "lists", "vendor-groups", "add", ...company, "--name", "Wholesale"]);
      expect(run.stderr).toContain("You do not have permission to change this company's books.");
      expect(run.code).toBe(1);
      expect(await groups()).toEqual([]);

      run = await cli(["--as", "viewer@example.com", "lists", "vendor-groups", "list", ...company]);
      expect(run.code).toBe(0);

      // LEDGERLINE_AS says the same as --as, for a shell that runs several commands as one member.
      run = await cli(["lists", "vendor-groups", "add", ...company, "--name", "Wholesale"], { LEDGERLINE_AS: "viewer@example.com" });
      expect(run.code).toBe(1);
      expect(await groups()).toEqual([]);
    },
    SLOW,
  );

  it(
    "lets a bookkeeper write the books; finds no company for someone who is not a member; acts as the owner without --as",
    async () => {
      const company = ["--company", String(companyId)];
      let run = await cli(["--as", "keeper@example.com", "lists", "vendor-groups", "add", ...company, "--name", "Retail"]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);

      run = await cli(["--as", "stranger@example.com", "lists", "vendor-groups", "list", ...company]);
      expect(run.stderr).toContain("Company not found");
      expect(run.code).toBe(1);

      run = await cli(["--as", "nobody@example.com", "lists", "vendor-groups", "list", ...company]);
      expect(run.stderr).toContain("No user with email nobody@example.com");

      run = await cli(["lists", "vendor-groups", "add", ...company, "--name", "Direct"]);
      expect(run.code).toBe(0);
      expect(await groups()).toEqual(["Direct", "Retail"]);
    },
    SLOW,
  );
});
