import * as z from "zod";
import { allAccounts } from "~/modules/accounts/accounts.server";
import { optionalText } from "~/lib/zod-helpers";
import { api, idParam } from "./__api.server";

// GET /api/company-account/company/:companyId?view=active|inactive|all&q= → { accounts },
// every account of the company with its currentBalance, by account number.

const query = z.object({
  view: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["active", "inactive", "all"], { error: "view must be active, inactive or all" }).default("all"),
  ),
  q: optionalText(100),
});

/** As the Account List searches: case-insensitive, spaces ignored, over number, name and type. */
const squash = (text: string) => text.replace(/\s+/g, "").toLowerCase();

export const loader = api(
  {
    doc: {
      tag: "Accounts",
      summary: "The company's accounts with their balances: { accounts }",
      responses: { 200: "Accounts", 400: "Invalid query", 404: "Company not found" },
    },
    params: idParam("companyId"),
    query,
  },
  async ({ db, params, query, company }) => {
    const { id } = await company(params.companyId);
    const needle = squash(query.q);
    const accounts = (await allAccounts(db, id)).filter(
      (a) =>
        (query.view === "all" || a.active === (query.view === "active")) &&
        (!needle || [a.accountNumber, a.accountName, a.accountType].some((text) => squash(text).includes(needle))),
    );
    return { accounts };
  },
);
