import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { DatePicker } from "~/components/ui/date-picker";
import { Pagination } from "~/components/ui/pagination";
import { useHydrated } from "~/components/ui/use-hydrated";
import { VendorPicker } from "~/components/vendors/vendor-picker";
import { formatUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { requireCompany } from "~/modules/companies/require-company.server";
import { companyContext } from "~/modules/companies/companies.server";
import { PAY_BILL_BATCH, readPayBillQuery } from "~/modules/purchases/pay-bill-form";
import { openBillsPage, openCreditsForVendor, payBillVendor, payFromOptions } from "~/modules/purchases/purchase-lists.server";
import { vendorPickerOptions } from "~/modules/vendors/vendor-options.server";
import { PURCHASE_PAYMENT_METHODS } from "~/modules/purchases/kinds/shared";
import { orNotFoundPage } from "~/utils/errors";
import { PayBillForm } from "./pay-bill-form";

// Pay Bill (named route PayBill; query prefillVendor = the vendor's id, vendorName): choose the
// vendor — a GET form, so without JavaScript its Show Bills button reloads the page with that
// vendor's bills, and with it choosing is enough — then the account to pay from, the date, the
// payment method, and per unpaid bill what to pay (in full or in part), with the vendor's open
// credits applied. Saving works the payment out from the form (pay-bill-form.ts: the credits go to
// the bills being paid, oldest due first) and pays the bills in one transaction (payBills, which
// refuses overpaying, a draft, another vendor's bill or nothing to pay, and writes nothing then);
// it leads to the Vendor Payments list with the success message. A refused save shows the form
// again with what was typed and why.

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId);
  const ctx = companyContext(company, user.id);
  const wanted = readPayBillQuery(new URL(request.url).searchParams);
  const vendor = await orNotFoundPage(payBillVendor(db, company.id, { id: wanted.vendorId, name: wanted.vendorName }), "Vendor not found");
  const [vendors, accounts, batch, credits] = await Promise.all([
    vendorPickerOptions(db, company.id, { q: wanted.vendorSearch, selectedId: vendor?.id ?? null, view: "all" }),
    payFromOptions(db, company.id),
    vendor
      ? openBillsPage(db, company.id, vendor.id, ctx.today, {
          offset: (wanted.page - 1) * PAY_BILL_BATCH,
          limit: PAY_BILL_BATCH,
          dueBy: wanted.dueBy,
        })
      : null,
    vendor ? openCreditsForVendor(db, company.id, vendor.id) : [],
  ]);
  return {
    companyId: company.id,
    today: ctx.today,
    vendor,
    vendors,
    vendorSearch: wanted.vendorSearch,
    dueBy: wanted.dueBy,
    accounts,
    bills: batch?.items ?? [],
    batch: batch ? { total: batch.total, amountDue: batch.amountDue, page: wanted.page, perPage: PAY_BILL_BATCH } : null,
    credits,
    methods: PURCHASE_PAYMENT_METHODS,
  };
}

export { action } from "./pay-bill-action.server";

// A save that gets no answer or a 5xx keeps the form and what was typed.
export const clientAction = guardedClientAction({}, (formData, failure) => failedReply(formData, failure.message));

export default function PayBill() {
  const loaded = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof import("./pay-bill-action.server").action>();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const { companyId, vendor } = loaded;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb items={[{ label: "Vendor", to: menuHref(companyId, "vendors/center") }, { label: "Pay Bill" }]} />
      <h1 className="text-2xl font-semibold text-slate-900">Pay Bill</h1>

      <Form method="get" aria-label="Choose vendor" className="flex flex-wrap items-end gap-3">
        <VendorPicker
          // Another vendor (a new page) starts the picker again from it.
          key={vendor?.id ?? "none"}
          id="pay-bill-vendor"
          companyId={companyId}
          name="prefillVendor"
          label="Vendor"
          placeholder="Select a vendor"
          options={loaded.vendors}
          defaultValue={vendor ? String(vendor.id) : ""}
          searchName="vendorSearch"
          searchValue={loaded.vendorSearch}
          view="all"
          className="w-full max-w-md"
          onChange={(next) => {
            // Choosing is enough with JavaScript: the page comes back with that vendor's bills.
            if (next) submit({ prefillVendor: next }, { method: "get", preventScrollReset: true });
          }}
        />
        {vendor ? <DatePicker name="dueBy" label="Due on or before" defaultValue={loaded.dueBy} className="w-48" /> : null}
        {hydrated && !vendor ? null : (
          <Button type="submit" variant="secondary">
            Show Bills
          </Button>
        )}
      </Form>

      {vendor && loaded.batch && loaded.batch.total > loaded.batch.perPage ? (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
          <p>
            {`${loaded.batch.total.toLocaleString("en-US")} unpaid bills${loaded.dueBy ? ` due by ${formatUsDate(loaded.dueBy)}` : ""}, ${formatMoney(fromDecimal(loaded.batch.amountDue))} due. Showing ${((loaded.batch.page - 1) * loaded.batch.perPage + 1).toLocaleString("en-US")}–${Math.min(loaded.batch.total, loaded.batch.page * loaded.batch.perPage).toLocaleString("en-US")}, oldest due first.`}
          </p>
          <Pagination page={loaded.batch.page} perPage={loaded.batch.perPage} total={loaded.batch.total} showPageSize={false} />
        </div>
      ) : null}

      {vendor ? (
        <PayBillForm
          // A new answer, or another vendor, starts the form again from its values.
          key={`${vendor.id}-${JSON.stringify(lastResult?.initialValue ?? null)}`}
          vendor={vendor}
          bills={loaded.bills}
          credits={loaded.credits}
          accounts={loaded.accounts}
          methods={loaded.methods}
          today={loaded.today}
          lastResult={lastResult}
          cancelHref={`${menuHref(companyId, "vendors/center")}?vendor=${vendor.id}`}
        />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-600 shadow-sm">
          Choose a vendor to see its unpaid bills.
        </p>
      )}
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Pay Bill");
