import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartyCenterHeader, PartyDetailsPanel, PartyListPanel, type PartyCenterKind } from "~/components/parties/center-panels";
import { PartyTransactionsPanel } from "~/components/parties/center-transactions";
import { dashboardBase, menuHref } from "~/components/shell/menu";
import { ShellLink } from "~/components/shell/screen-links";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { screenMeta } from "~/lib/title";
import { companyContext } from "~/modules/companies/companies.server";
import { requireCompany } from "~/modules/companies/require-company.server";
import { loadVendorCenter } from "~/modules/purchases/vendor-center.server";
import { VENDOR_WORDS } from "~/modules/vendors/constants";
import {
  readVendorCenterQuery,
  transactionHref,
  TRANSACTION_VIEWS,
  typeFiltersOf,
  type TransactionView,
} from "~/modules/vendors/vendor-transactions";
import { orNotFoundPage } from "~/utils/errors";

// The Vendor Center: a party's Center (~/components/parties/center-panels.tsx), GET-driven — status,
// search, the selected vendor, the transaction view, type and date filters and the page live in the
// URL, so it works without JavaScript (each form has an Apply button) and, with it, submits as soon as
// a select changes. Left: the vendors of the status (first 50, "Show more"), with the ledger balance;
// the first is selected when none is asked for. Right: Vendor Details (Preview card, Create Bill, Pay
// Bill) and the vendor's transactions from the ledger, newest first, paginated on the server.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const query = readVendorCenterQuery(new URL(request.url).searchParams);
  const { panel, vendor, transactions } = await orNotFoundPage(loadVendorCenter(db, company, today, query), "Vendor not found");
  return { companyId: company.id, query, panel, vendor, transactions };
}

const VENDOR_CENTER: PartyCenterKind = {
  words: VENDOR_WORDS,
  partyParam: "vendor",
  paths: { center: "vendors/center", newParty: "vendors/new-vendor" },
  views: TRANSACTION_VIEWS,
  typeFilters: (view) => typeFiltersOf(view as TransactionView),
  paymentMethodViews: ["pay-bills"],
};

/** ?prefillVendor={id}&vendorName={name} for the EnterBill and PayBill routes. */
const prefillSearch = (vendor: { id: number; vendorName: string }) =>
  `?${new URLSearchParams({ prefillVendor: String(vendor.id), vendorName: vendor.vendorName })}`;

export default function VendorCenter() {
  const { companyId, query: vendorQuery, panel, vendor, transactions } = useLoaderData<typeof loader>();
  const { vendor: selected, ...rest } = vendorQuery;
  const query = { ...rest, party: selected };
  const selectedId = vendor?.id ?? null;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Home", to: dashboardBase(companyId) }, { label: "Vendor" }, { label: "Vendor Center" }]} />
      <PartyCenterHeader kind={VENDOR_CENTER} companyId={companyId} query={query} selectedId={selectedId} />
      <div className="grid gap-4 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <PartyListPanel
          kind={VENDOR_CENTER}
          query={query}
          panel={{ total: panel.total, parties: panel.vendors.map((v) => ({ id: v.id, name: v.vendorName, balance: v.balance })) }}
          selectedId={selectedId}
        />
        <div className="min-w-0 space-y-4">
          <PartyDetailsPanel
            words={VENDOR_WORDS}
            party={vendor ? { ...vendor, code: vendor.vendorId, name: vendor.vendorName } : null}
            actions={
              vendor ? (
                <>
                  <ShellLink
                    to={`${menuHref(companyId, "vendors/enter-bill")}${prefillSearch(vendor)}`}
                    className={buttonClasses({ className: "text-white no-underline" })}
                  >
                    Create Bill
                  </ShellLink>
                  <ShellLink
                    to={`${menuHref(companyId, "vendors/pay-bill")}${prefillSearch(vendor)}`}
                    className={buttonClasses({ variant: "secondary", className: "no-underline" })}
                  >
                    Pay Bill
                  </ShellLink>
                </>
              ) : null
            }
          />
          {vendor ? (
            <PartyTransactionsPanel
              kind={VENDOR_CENTER}
              companyId={companyId}
              query={query}
              partyId={vendor.id}
              transactions={transactions}
              href={transactionHref}
              dueDateViews={["bills"]}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load vendors" />;
}

export const meta = screenMeta("Vendor Center");
