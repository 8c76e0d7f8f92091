import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { vendorFilterOptions } from "~/modules/vendors/vendor-options.server";

// The loader of a purchasing list (Bills, Vendor Payments): the list's query from the URL, one page
// of it, and the vendor filter's choices — the first ones matching what was typed in its search
// (`vendorSearch`, up to 200 characters), the chosen vendor among them.

export async function loadPurchaseList<Query extends { vendor: number | null }, Page>(
  { request, params }: LoaderFunctionArgs,
  readQuery: (searchParams: URLSearchParams) => Query,
  listPage: (db: Knex, companyId: number, query: Query, today: string) => Promise<Page>,
) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const searchParams = new URL(request.url).searchParams;
  const query = readQuery(searchParams);
  const vendorSearch = (searchParams.get("vendorSearch") ?? "").slice(0, 200);
  const [list, vendors] = await Promise.all([
    listPage(db, company.id, query, today),
    vendorFilterOptions(db, company.id, { q: vendorSearch, selectedId: query.vendor }),
  ]);
  return { companyId: company.id, query, list, vendors, vendorSearch };
}
