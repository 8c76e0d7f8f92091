import { likeAnywhere } from "~/lib/search-text";
import type { Knex } from "knex";
import type { DatePreset } from "~/lib/periods";
import { fromDecimal, toDecimal } from "~/lib/money";
import type { PartyDetails } from "./center";
import { balanceSql, findControlAccount, type getParty, type PartyConfig } from "./party.server";

export type { PartyDetails };

// A party's Center on the server: the left panel — the parties of one status (Active: active is
// not false; Inactive: active is false) whose name matches the search, by name, with their balance
// from the ledger; only the first `limit` are read (a company may have thousands), the count is of
// all that match — the selected party's details card, and its transactions, which the
// configuration hands in (the documents behind them are its side's: bills for a vendor, invoices
// for a customer).

export interface CenterParty {
  id: number;
  code: string;
  name: string;
  active: boolean;
  /** The balance, "1234.50" */
  balance: string;
}

export async function listCenterParties(
  config: PartyConfig,
  db: Knex,
  companyId: number,
  options: { status: "active" | "inactive"; q: string; limit: number },
): Promise<{ parties: CenterParty[]; total: number }> {
  const control = await findControlAccount(config, db, companyId);
  const name = `p.${config.nameColumn}`;
  const filter = (q: Knex.QueryBuilder) => {
    q.where("p.companyId", companyId).where("p.active", options.status === "active");
    if (options.q) q.whereRaw("?? ilike ?", [name, likeAnywhere(options.q)]);
  };
  const first = db(`${config.table} as p`)
    .modify(filter)
    .orderByRaw("lower(??), p.id", [name])
    .limit(options.limit)
    .select("p.id", "p.companyId", `p.${config.codeColumn}`, name, "p.active");
  const [[{ total }], rows] = await Promise.all([
    db(`${config.table} as p`).modify(filter).count({ total: "*" }),
    db
      .from(first.as("p"))
      .joinRaw(
        `left join lateral (
          select coalesce(sum(${balanceSql(config)}), 0) as balance
          from journal_lines l
          where l.company_id = p.company_id and ?? = p.id and l.account_id = ?
        ) as t on true`,
        [`l.${config.partyKey}`, control ?? 0],
      )
      .orderByRaw("lower(??), p.id", [name])
      .select("p.id", `p.${config.codeColumn}`, name, "p.active", "t.balance"),
  ]);
  return {
    total: Number(total),
    parties: (rows as Record<string, unknown>[]).map((r) => ({
      id: Number(r.id),
      code: String(r[config.codeColumn]),
      name: String(r[config.nameColumn]),
      active: Boolean(r.active),
      balance: toDecimal(fromDecimal(r.balance as string)),
    })),
  };
}

export function partyDetails(config: PartyConfig, party: Awaited<ReturnType<typeof getParty>>, currency = "USD"): PartyDetails {
  return {
    id: Number(party.id),
    code: String(party[config.codeColumn]),
    name: String(party[config.nameColumn]),
    active: Boolean(party.active),
    currency,
    balance: party.balance,
    openingBalance: String(party.openingBalance),
    email: String(party.email ?? ""),
    fax: String(party.fax ?? ""),
    address: party.addressDetails,
    notes: String(party.notes ?? ""),
  };
}

/** The transactions of one party, as its configuration lists them. */
export type ListPartyTransactions<T> = (
  db: Knex,
  companyId: number,
  partyId: number,
  options: {
    filters: { view: string; type: string; date: DatePreset };
    today: string;
    fiscalYearStart: string;
    page?: { page: number; perPage: number };
  },
) => Promise<{ items: T[]; total: number; page: number; perPage: number }>;

/**
 * The Center for one URL state: the left panel, the selected party (the one asked for, else the
 * first of the panel; one of another company is a 404) and its filtered transactions — one page,
 * or all of them for the CSV.
 */
export async function loadPartyCenter<T, D>(
  config: PartyConfig,
  db: Knex,
  company: { id: number; fiscalYearStart: string },
  today: string,
  query: {
    status: "active" | "inactive";
    q: string;
    show: number;
    party: number | null;
    view: string;
    type: string;
    date: DatePreset;
    page: number;
    perPage: number;
  },
  parts: { listTransactions: ListPartyTransactions<T>; details: (id: number) => Promise<D & { id: number }> },
  options: { allTransactions?: boolean } = {},
) {
  const panel = await listCenterParties(config, db, company.id, { status: query.status, q: query.q, limit: query.show });
  const selectedId = query.party ?? panel.parties[0]?.id ?? null;
  const party = selectedId ? await parts.details(selectedId) : null;
  const filters = { view: query.view, type: query.type, date: query.date };
  const transactions = party
    ? await parts.listTransactions(db, company.id, party.id, {
        filters,
        today,
        fiscalYearStart: company.fiscalYearStart,
        page: options.allTransactions ? undefined : { page: query.page, perPage: query.perPage },
      })
    : { items: [] as T[], total: 0, page: query.page, perPage: query.perPage };
  return { panel, party, transactions };
}

/**
 * A Center's transaction row's journal entry, as SQL for a `left join lateral (…)` beside a row `r`
 * (its company_id and entry_id, and `net`: what the entry did to the party's control account,
 * positive the way the balance grows on `grows`): the entry's total, and the accounts on the other
 * side of the control account (its id the one `?`) — the count, and one of them as "number - name".
 */
export function otherSideAccountsSql(net: string, grows: "credit" | "debit"): string {
  const [same, other] = grows === "debit" ? ["debit", "credit"] : ["credit", "debit"];
  return `
        select sum(j.debit) as entry_total,
               count(distinct j.account_id) filter (where o.other) as other_count,
               min(a.account_number || ' - ' || a.account_name) filter (where o.other) as other_account
        from journal_lines j
        join company_accounts a on a.company_id = j.company_id and a.id = j.account_id
        cross join lateral (
          select j.account_id <> ? and (case when r.${net} > 0 then j.${other} > 0 else j.${same} > 0 end) as other
        ) o
        where r.entry_id is not null and j.company_id = r.company_id and j.journal_entry_id = r.entry_id`;
}
