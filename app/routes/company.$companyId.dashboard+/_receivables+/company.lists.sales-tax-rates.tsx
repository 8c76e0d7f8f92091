import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { ListErrorPanel } from "~/components/shell/shell-error";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { buttonClasses } from "~/components/ui/button";
import { EditLink } from "~/components/ui/edit-link";
import { TableHead } from "~/components/ui/table-head";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { SALES_TAX_RATE_MESSAGES } from "~/modules/sales/sales-tax-rates";
import { listSalesTaxRates } from "~/modules/sales/sales-tax-rates.server";

// Sales Tax Rates (Company > Sales Tax Rates): every rate of the company by name with its rate,
// agency, liability account and status; Add New Sales Tax Rate, and the pencil to edit one.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId);
  return { companyId: company.id, rates: await listSalesTaxRates(db, company.id) };
}

const th = "whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const td = "px-3 py-2 text-slate-700";

export default function SalesTaxRatesList() {
  const { companyId, rates } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <Breadcrumb items={[{ label: "Company" }, { label: "Sales Tax Rates" }]} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold text-slate-900">Sales Tax Rates</h1>
        <Link to={menuHref(companyId, "company/add-sales-tax-rate")} className={buttonClasses({ className: "text-white no-underline" })}>
          Add New Sales Tax Rate
        </Link>
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Sales tax rates</caption>
          <TableHead
            columns={["Tax Name", ["Rate", "right"], "Agency", "Liability Account", "Status", { label: "Actions", srOnly: true }]}
            className="bg-slate-50"
            cellClassName={({ right }) => (right ? `${th} text-right` : th)}
          />
          <tbody className="divide-y divide-slate-100">
            {rates.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-8 text-center text-slate-500">
                  No sales tax rates yet.
                </td>
              </tr>
            ) : (
              rates.map((rate) => (
                <tr key={rate.id}>
                  <td className={td}>{rate.name}</td>
                  <td className={`${td} text-right tabular-nums`}>{rate.rate}%</td>
                  <td className={td}>{rate.agency}</td>
                  <td className={td}>{rate.liabilityAccountName}</td>
                  <td className={td}>{rate.active ? "Active" : "Inactive"}</td>
                  <td className={td}>
                    <EditLink to={menuHref(companyId, `company/edit-sales-tax-rate/${rate.id}`)} name={rate.name} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListErrorPanel failed={SALES_TAX_RATE_MESSAGES.listFailed} />;
}

export const meta = screenMeta("Sales Tax Rates");
