import { bankRuleView, deleteBankRule, updateBankRule } from "~/modules/banking/bank-rules.server";
import { api, byMethod, idParam } from "./__api.server";
import { bankingContext, companyBody, companyQuery } from "./__banking-api.server";
import { bankRuleUpdateBody } from "./__bank-statement-api.server";

// GET /api/banking/rules/:id?companyId → { rule }; PUT { companyId, …the rule, version } → { rule,
// message } (409 when changed since); DELETE { companyId } → { message }.

export const loader = api(
  {
    doc: { tag: "Banking", summary: "A bank rule: { rule }", responses: { 200: "The rule", 404: "Company or rule not found" } },
    params: idParam("id"),
    query: companyQuery,
  },
  async ({ db, user, params, query, company }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    return { rule: await bankRuleView(db, ctx.companyId, params.id) };
  },
);

export const action = byMethod({
  PUT: api(
    {
      doc: {
        tag: "Banking",
        summary: "Edit a bank rule (with the version last read): { rule, message }",
        responses: { 200: "Saved", 400: "Invalid input", 404: "Company or rule not found", 409: "Changed by someone else, or name taken" },
      },
      params: idParam("id"),
      body: bankRuleUpdateBody,
    },
    async ({ db, user, params, body, company }) => {
      const { companyId, ...input } = body;
      return updateBankRule(db, await bankingContext({ user, company }, companyId), params.id, input);
    },
  ),
  DELETE: api(
    {
      doc: { tag: "Banking", summary: "Delete a bank rule: { message }", responses: { 200: "Deleted", 404: "Company or rule not found" } },
      params: idParam("id"),
      body: companyBody,
    },
    async ({ db, user, params, body, company }) => deleteBankRule(db, await bankingContext({ user, company }, body.companyId), params.id),
  ),
});
