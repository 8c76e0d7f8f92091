import { createBankRule, listBankRules } from "~/modules/banking/bank-rules.server";
import { api, byMethod, json } from "./__api.server";
import { bankingContext, companyQuery } from "./__banking-api.server";
import { bankRuleBody } from "./__bank-statement-api.server";

// GET /api/banking/rules?companyId → { rules }: the company's bank rules, oldest (first to apply) first.
// POST /api/banking/rules { companyId, name, payeeContains, direction, amountMin?, amountMax?,
// accountId, vendorId?, memo? } → 201 { rule, message }.

export const loader = api(
  {
    doc: {
      tag: "Banking",
      summary: "The company's bank rules, in the order they apply: { rules }",
      responses: { 200: "The rules", 404: "Company not found" },
    },
    query: companyQuery,
  },
  async ({ db, user, query, company }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    return { rules: await listBankRules(db, ctx.companyId) };
  },
);

export const action = byMethod({
  POST: api(
    {
      doc: {
        tag: "Banking",
        summary:
          "Create a bank rule: a statement line whose payee contains the text (money in or out, within the amount range) is recorded to the account, with the vendor and memo: { rule, message }",
        responses: {
          201: "Created",
          400: "Invalid input, or an account or vendor not the company's",
          404: "Company not found",
          409: "Name taken",
        },
      },
      body: bankRuleBody,
    },
    async ({ db, user, body, company }) => {
      const { companyId, ...input } = body;
      return json(await createBankRule(db, await bankingContext({ user, company }, companyId), input), 201);
    },
  ),
});
