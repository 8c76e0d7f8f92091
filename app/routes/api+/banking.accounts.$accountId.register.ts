import { toDecimal } from "~/lib/money";
import { readRegisterSearch } from "~/modules/banking/register";
import { registerAccount, registerPage } from "~/modules/banking/register.server";
import { DomainError } from "~/utils/errors";
import { api, idParam } from "./__api.server";
import { bankingContext, registerQuery } from "./__banking-api.server";

// GET /api/banking/accounts/:accountId/register?companyId&page&perPage&order&period&from&to&q → a
// page of the account's register: { account, query, items: [{ lineId, entryId, date, number, entryNo,
// type, payee, memo, debit, credit, cleared, balance, voided, reversal }], total, page, perPage },
// amounts as "1234.50"; balance is the account's balance after the line (null when searched).

export const loader = api(
  {
    doc: {
      tag: "Banking",
      summary:
        "A page of an account's register, newest (or oldest) first, over a period or searched, with the running balance after each line: { account, query, items, total, page, perPage }",
      responses: { 200: "The page", 400: "Invalid query", 404: "Company or account not found" },
    },
    params: idParam("accountId"),
    query: registerQuery,
  },
  async ({ db, user, params, query, company, request }) => {
    const ctx = await bankingContext({ user, company }, query.companyId);
    const account = await registerAccount(db, ctx.companyId, params.accountId);
    const read = readRegisterSearch(new URL(request.url).searchParams, ctx.today, ctx.fiscalYearStart, { period: "all", order: "newest" });
    if (read.errors) throw new DomainError(Object.values(read.errors).flat().join("\n"), 400, read.errors);
    const page = await registerPage(db, ctx.companyId, account, read.query, { page: query.page ?? 1, perPage: query.perPage ?? 10 });
    return {
      account,
      query: read.query,
      ...page,
      items: page.items.map(({ href: _href, debit, credit, balance, ...line }) => ({
        ...line,
        debit: toDecimal(debit),
        credit: toDecimal(credit),
        balance: balance === null ? null : toDecimal(balance),
      })),
    };
  },
);
