import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { VendorDetailsPanel, VendorListPanel, VendorCenterHeader } from "./vendor-center-panels";
import { VendorTransactionsPanel } from "./vendor-center-transactions";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { dashboardBase } from "~/components/shell/menu";
import { errorTitle, pageTitle } from "~/lib/title";
import { companyContext } from "~/modules/companies/companies.server";
import { readVendorCenterQuery } from "~/modules/vendors/vendor-transactions";
import { loadVendorCenter } from "~/modules/purchases/vendor-center.server";
import { orNotFoundPage } from "~/utils/errors";
import { requireCompany } from "~/modules/companies/require-company.server";

// The Vendor Center: a GET-driven screen — status, search, the selected vendor, the
// transaction view, type and date filters and the page live in the URL, so it works without
// JavaScript (each form has an Apply button) and, with it, submits as soon as a select changes.
// Left: the vendors of the status (first 50, "Show more"), with the ledger balance; the first is
// selected when none is asked for. Right: Vendor Details (Preview card, Create Bill, Pay Bill) and
// the vendor's transactions from the ledger, newest first, paginated on the server.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const { today } = companyContext(company, user.id);
  const query = readVendorCenterQuery(new URL(request.url).searchParams);
  const { panel, vendor, transactions } = await orNotFoundPage(loadVendorCenter(db, company, today, query), "Vendor not found");
  return { companyId: company.id, query, panel, vendor, transactions };
}

export default function VendorCenter() {
  const { companyId, query, panel, vendor, transactions } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <Breadcrumb items={[{ label: "Home", to: dashboardBase(companyId) }, { label: "Vendor" }, { label: "Vendor Center" }]} />
      <VendorCenterHeader companyId={companyId} query={query} selectedVendorId={vendor?.id ?? null} />
      <div className="grid gap-4 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <VendorListPanel query={query} panel={panel} selectedVendorId={vendor?.id ?? null} />
        <div className="min-w-0 space-y-4">
          <VendorDetailsPanel companyId={companyId} vendor={vendor} />
          {vendor ? <VendorTransactionsPanel companyId={companyId} query={query} vendorId={vendor.id} transactions={transactions} /> : null}
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed="Failed to load vendors" />;
}

export const meta: MetaFunction = ({ error }) => [{ title: error ? errorTitle(error) : pageTitle("Vendor Center") }];
