import type { LoaderFunctionArgs } from "@remix-run/node";
import type { PartyListData, PartyListRow } from "~/components/parties/party-list-screen";
import { toCsv } from "~/lib/csv";
import { parsePagination } from "~/lib/pagination";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { listParties, type PartyConfig } from "~/modules/parties/party.server";

// A party's list (the Vendors list, the Customers list) and its CSV export on the server, over the
// party's configuration: the search and Current View from the URL, one page of parties with the
// month columns (the current month and the five before it, then Year to Date: what the party did on
// its control account, opening balances aside) and the ledger Balance; the rows keep the party's
// column names (vendorId, customerName). The export is every matching party, not only the page shown.

export type PartyListView = "active" | "inactive" | "all";
const VIEWS: readonly PartyListView[] = ["active", "inactive", "all"];
const CSV_BATCH = 500;

/** The list's search and Current View from the URL; anything unknown falls back to Active. */
export function readPartyListQuery(searchParams: URLSearchParams): { q: string; view: PartyListView } {
  const q = (searchParams.get("q") ?? "").trim().slice(0, 200);
  const rawView = searchParams.get("view") ?? "";
  const view = (VIEWS as readonly string[]).includes(rawView) ? (rawView as PartyListView) : "active";
  return { q, view };
}

/** The list screen's loader: the page, its month columns, the search and view. */
export async function partyListLoader(config: PartyConfig, { request, params }: LoaderFunctionArgs): Promise<PartyListData> {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const url = new URL(request.url);
  const { q, view } = readPartyListQuery(url.searchParams);
  const { page, perPage } = parsePagination(url.searchParams);
  const list = await listParties(config, db, company.id, { q, view, page, perPage, today });
  return {
    companyId: company.id,
    q,
    view,
    months: list.months.map(({ key, label }) => ({ key, label })),
    list: { items: list.items as PartyListRow[], total: list.total, page: list.page, perPage: list.perPage },
  };
}

/** Export to CSV: every party matching the list's search and Current View, as `{parties}.csv`. */
export async function partyListCsvLoader(config: PartyConfig, { request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const { q, view } = readPartyListQuery(new URL(request.url).searchParams);
  const first = await listParties(config, db, company.id, { q, view, page: 1, perPage: CSV_BATCH, today });
  const parties = [...first.items];
  for (let page = 2; parties.length < first.total; page += 1) {
    const next = await listParties(config, db, company.id, { q, view, page, perPage: CSV_BATCH, today });
    if (!next.items.length) break;
    parties.push(...next.items);
  }
  const { Party, parties: plural } = config.words;
  const header = ["Active", `${Party} ID`, `${Party} Name`, ...first.months.map((m) => m.label), "Year to Date", "Balance"];
  const rows = parties.map((p) => {
    const row = p as Record<string, unknown>;
    return [
      p.active ? "Yes" : "No",
      String(row[config.codeColumn]),
      String(row[config.nameColumn]),
      ...first.months.map((m) => String(row[m.key] ?? "0.00")),
      String(p.ytd),
      String(p.balance),
    ];
  });
  return new Response(toCsv([header, ...rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${plural}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
