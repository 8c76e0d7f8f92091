import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { menuHref } from "~/components/shell/menu";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConformField } from "~/components/ui/conform-field";
import { CheckboxField, FormErrors, SelectField } from "~/components/ui/field";
import { FormActions } from "~/components/ui/form-actions";
import { formatMoneyAs } from "~/lib/money";
import { screenMeta } from "~/lib/title";
import { updateCompany } from "~/modules/companies/companies.server";
import {
  currencyFormatOf,
  currencySymbolOf,
  DECIMAL_SEPARATOR_LABELS,
  NEGATIVE_FORMAT_LABELS,
  PREFERENCES_MESSAGES,
  SYMBOL_POSITION_LABELS,
  THOUSAND_SEPARATOR_LABELS,
} from "~/modules/companies/preferences";
import { COUNTRIES, CUSTOMER_TERMS, MONTHS, regionsFor, TIMEZONES, VENDOR_TERMS } from "~/modules/companies/reference-data";
import { requireCompany } from "~/modules/companies/require-company.server";
import { parsePreferencesForm } from "./__settings-forms.server";
import { listSupportItems } from "~/modules/support-lists/support-lists.server";
import { assertDomainError } from "~/utils/errors";
import { refusalReply } from "~/utils/form-reply.server";
import { redirectWithToast } from "~/utils/toast.server";

// Company Preferences (settings/company-preferences; also the top menu's entry): the setup wizard's
// settings, editable — the company's details, what it calls its customers and vendors, the payment
// terms new ones start with, the fiscal year start, bill tracking, inventory, the time zone — and
// the currency format (the spec's currency-format-modal, a disclosure of this form so it works
// without JavaScript). One form, saved on the version it was read at (ADR 0014, 0070).

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const labelled = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { company, db } = await requireCompany(request, params.companyId, "settings");
  const terms = await listSupportItems(db, company.id, "payment-terms");
  return { company, terms: terms.map((t) => ({ value: String(t.id), label: t.name })) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, company, db } = await requireCompany(request, params.companyId, "settings");
  const submission = parsePreferencesForm(await request.formData());
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const saved = await updateCompany(db, user.id, company.id, submission.value);
    const moved = saved.fiscalYearStart !== company.fiscalYearStart;
    return redirectWithToast(menuHref(company.id, "settings/company-preferences"), {
      type: "success",
      message: moved
        ? `${PREFERENCES_MESSAGES.saved} ${PREFERENCES_MESSAGES.fiscalYearMoved(saved.fiscalYearStart)}`
        : PREFERENCES_MESSAGES.saved,
    });
  } catch (error) {
    assertDomainError(error);
    return data({ result: refusalReply(submission, error) }, { status: error.status });
  }
}

const CURRENCY_FIELDS = ["currencySymbol", "currencySymbolPosition", "decimalSeparator", "thousandSeparator", "negativeFormat"];

export default function CompanyPreferences() {
  const { company, terms } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "company-preferences",
    lastResult: answer?.result,
    defaultValue: {
      ...company,
      billTracking: company.billTracking ? "on" : "",
      enableInventory: company.enableInventory ? "on" : "",
      defaultCustomerPaymentTermId: company.defaultCustomerPaymentTermId ? String(company.defaultCustomerPaymentTermId) : "",
      defaultVendorPaymentTermId: company.defaultVendorPaymentTermId ? String(company.defaultVendorPaymentTermId) : "",
      version: String(company.version),
    },
    shouldValidate: "onSubmit",
  });
  const select = (name: keyof typeof fields) => ({
    name: fields[name].name,
    id: fields[name].id,
    // A blank choice ("None", no thousand separator) comes back from conform as no value.
    defaultValue: (fields[name].initialValue as string | undefined) ?? "",
    error: fields[name].errors,
  });
  const format = currencyFormatOf(company);
  const currencyErrors = CURRENCY_FIELDS.some((name) => fields[name as keyof typeof fields].errors?.length);
  return (
    <div className="mx-auto max-w-4xl">
      <Form method="post" className="space-y-6" {...getFormProps(form)}>
        <input type="hidden" name={fields.version.name} value={String(company.version)} />
        <Card>
          <CardHeader headingLevel={1} title="Company Preferences" description={company.companyName} />
          <CardBody>
            <FormErrors errors={form.errors} id={form.errorId} />
            <h2 className="mb-3 text-base font-semibold">Company details</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <ConformField meta={fields.companyName} label="Company Name" required autoComplete="organization" />
              <ConformField meta={fields.legalName} label="Legal Name" required />
              <ConformField meta={fields.federalId} label="Federal ID" />
              <ConformField meta={fields.phone} type="tel" label="Phone" required />
              <ConformField meta={fields.email} type="email" label="Email" required />
              <ConformField meta={fields.website} label="Website" />
              <SelectField label="Country" required options={options(COUNTRIES)} {...select("country")} />
              <ConformField meta={fields.region} label="State/Region" required list="preferences-regions" />
              <datalist id="preferences-regions">
                {regionsFor(company.country).map((region) => (
                  <option key={region} value={region} />
                ))}
              </datalist>
              <ConformField meta={fields.addressLine1} label="Address Line 1" required />
              <ConformField meta={fields.addressLine2} label="Address Line 2" />
              <ConformField meta={fields.city} label="City" required />
              <ConformField meta={fields.zipCode} label="ZIP Code" required />
              <ConformField meta={fields.fax} type="tel" label="Fax" />
              <SelectField label="Time Zone" required options={options(TIMEZONES)} {...select("timezone")} />
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardHeader headingLevel={2} title="Customers and vendors" />
          <CardBody className="grid gap-4 sm:grid-cols-2">
            <SelectField label="What you call the people you sell to" options={options(CUSTOMER_TERMS)} {...select("customerTerm")} />
            <SelectField label="What you call the businesses you buy from" options={options(VENDOR_TERMS)} {...select("vendorTerm")} />
            <SelectField
              label="Default payment terms for customers"
              placeholder="None"
              options={terms}
              description="New customers start with these terms."
              {...select("defaultCustomerPaymentTermId")}
            />
            <SelectField
              label="Default payment terms for vendors"
              placeholder="None"
              options={terms}
              description="New vendors start with these terms."
              {...select("defaultVendorPaymentTermId")}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader headingLevel={2} title="Fiscal year and features" />
          <CardBody className="space-y-4">
            <SelectField
              label="Fiscal Year Start Month"
              options={options(MONTHS)}
              containerClassName="max-w-xs"
              description="Reports' fiscal-year ranges follow it. Posted entries and saved budgets keep their dates and months."
              {...select("fiscalYearStart")}
            />
            <CheckboxField
              name={fields.billTracking.name}
              id={fields.billTracking.id}
              label="Track bills (Enter Bill and Pay Bill)"
              defaultChecked={fields.billTracking.initialValue === "on"}
              error={fields.billTracking.errors}
            />
            <CheckboxField
              name={fields.enableInventory.name}
              id={fields.enableInventory.id}
              label="Track inventory"
              defaultChecked={fields.enableInventory.initialValue === "on"}
              error={fields.enableInventory.errors}
            />
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <details open={currencyErrors} className="group">
              <summary className="cursor-pointer text-base font-semibold">Currency Format</summary>
              <p className="mt-2 text-sm text-slate-600">
                Amounts in {company.primaryCurrency} look like <strong>{formatMoneyAs(123456789, format)}</strong> and{" "}
                <strong>{formatMoneyAs(-123450, format)}</strong>.
              </p>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <ConformField
                  meta={fields.currencySymbol}
                  label="Currency Symbol"
                  maxLength={5}
                  description={`Leave empty for ${currencySymbolOf(company.primaryCurrency)}, the ${company.primaryCurrency} symbol.`}
                />
                <SelectField label="Symbol Position" options={labelled(SYMBOL_POSITION_LABELS)} {...select("currencySymbolPosition")} />
                <SelectField label="Decimal Separator" options={labelled(DECIMAL_SEPARATOR_LABELS)} {...select("decimalSeparator")} />
                <SelectField label="Thousand Separator" options={labelled(THOUSAND_SEPARATOR_LABELS)} {...select("thousandSeparator")} />
                <SelectField label="Negative Amounts" options={labelled(NEGATIVE_FORMAT_LABELS)} {...select("negativeFormat")} />
              </div>
            </details>
          </CardBody>
        </Card>
        <FormActions save="Save Preferences" cancelTo={menuHref(company.id, "")} />
      </Form>
    </div>
  );
}

export { DashboardErrorBoundary as ErrorBoundary } from "~/components/shell/dashboard-error-boundary";

export const meta = screenMeta("Company Preferences");
