import * as z from "zod";
import { createAccount } from "~/modules/accounts/accounts.server";
import { accountCreateSchema } from "~/modules/accounts/schema";
import { api, byMethod, json } from "./__api.server";

// POST /api/company-account/create (the account's fields plus companyId) → 201 { account }.
// The validation messages come back as 400 with `errors` per field, duplicates as 409.

const companyId = z.preprocess(
  (v) => (v === "" || v === null ? undefined : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? "Company ID is required" : "Company ID must be a number") })
    .int("Company ID must be a number")
    .positive("Company ID must be a number"),
);

// An intersection (not an extension) so that the account's own rules report alongside a missing companyId.
const body = z.intersection(accountCreateSchema, z.object({ companyId }));

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Accounts",
        summary: "Create an account (a non-zero opening balance posts against Opening Balance Equity): { account }",
        responses: {
          201: "Created",
          400: "Invalid input",
          404: "Company not found",
          409: "Duplicate account number, name or bank account number",
        },
      },
      body,
    },
    async ({ db, body, context }) => {
      const { companyId: id, ...input } = body;
      const ctx = await context(id);
      return json({ account: await createAccount(db, ctx, input) }, 201);
    },
  ),
});
