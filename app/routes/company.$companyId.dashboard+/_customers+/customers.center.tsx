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
import { CUSTOMER_WORDS } from "~/modules/customers/constants";
import { CUSTOMER_CENTER_KINDS, customerTransactionHref, readCustomerCenterQuery } from "~/modules/customers/customer-center";
import { loadCustomerCenter } from "~/modules/customers/customer-center.server";
import { orNotFoundPage } from "~/utils/errors";

// The Customer Center: a party's Center (~/components/parties/center-panels.tsx), GET-driven like the
// Vendor Center — status, search, the selected customer, the view and date filters and the page live
// in the URL, so it works without JavaScript. Left: the customers of the status (first 50, "Show
// more") with their receivable balance; the first is selected when none is asked for. Right:
// Customer Details (balance, open and overdue amounts, Preview card, Create Invoice and Receive
// Payment, which lead to their screens once those exist) and the customer's transactions from the
// ledger, newest first, paginated on the server; Export to CSV downloads them all.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const query = readCustomerCenterQuery(new URL(request.url).searchParams);
  const { panel, customer, transactions } = await orNotFoundPage(loadCustomerCenter(db, company, today, query), "Customer not found");
  return { companyId: company.id, query, panel, customer, transactions };
}

const CUSTOMER_CENTER: PartyCenterKind = {
  words: CUSTOMER_WORDS,
  partyParam: "customer",
  paths: { center: "customers/center", newParty: "customers/new" },
  views: CUSTOMER_CENTER_KINDS.views,
  typeFilters: CUSTOMER_CENTER_KINDS.typeFilters,
  paymentMethodViews: [],
};

/** ?prefillCustomer={id}&customerName={name} for the invoice and payment screens. */
const prefillSearch = (customer: { id: number; customerName: string }) =>
  `?${new URLSearchParams({ prefillCustomer: String(customer.id), customerName: customer.customerName })}`;

export default function CustomerCenter() {
  const { companyId, query, panel, customer, transactions } = useLoaderData<typeof loader>();
  const selectedId = customer?.id ?? null;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Home", to: dashboardBase(companyId) }, { label: "Customer" }, { label: "Customer Center" }]} />
      <PartyCenterHeader kind={CUSTOMER_CENTER} companyId={companyId} query={query} selectedId={selectedId} />
      <div className="grid gap-4 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <PartyListPanel kind={CUSTOMER_CENTER} query={query} panel={panel} selectedId={selectedId} />
        <div className="min-w-0 space-y-4">
          <PartyDetailsPanel
            words={CUSTOMER_WORDS}
            party={customer ? { ...customer, code: customer.customerId, name: customer.customerName } : null}
            figures={
              customer
                ? [
                    { label: "Open", value: customer.open },
                    { label: "Overdue", value: customer.overdue },
                  ]
                : []
            }
            actions={
              customer ? (
                <>
                  <ShellLink
                    to={`${menuHref(companyId, "customers/create-invoice")}${prefillSearch(customer)}`}
                    className={buttonClasses({ className: "text-white no-underline" })}
                  >
                    Create Invoice
                  </ShellLink>
                  <ShellLink
                    to={`${menuHref(companyId, "customers/receive-payment")}${prefillSearch(customer)}`}
                    className={buttonClasses({ variant: "secondary", className: "no-underline" })}
                  >
                    Receive Payment
                  </ShellLink>
                </>
              ) : null
            }
          />
          {customer ? (
            <PartyTransactionsPanel
              kind={CUSTOMER_CENTER}
              companyId={companyId}
              query={query}
              partyId={customer.id}
              transactions={transactions}
              href={customerTransactionHref}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load customers" />;
}

export const meta = screenMeta("Customer Center");
