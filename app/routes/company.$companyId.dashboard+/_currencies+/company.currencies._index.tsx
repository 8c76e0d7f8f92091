import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { TableHead } from "~/components/ui/table-head";
import { menuHref } from "~/components/shell/menu";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { FormErrors, SelectField } from "~/components/ui/field";
import { Notice } from "~/components/ui/notice";
import { formatUsDate } from "~/lib/dates";
import { formatFixedDecimal } from "~/lib/fixed-decimal";
import { screenMeta } from "~/lib/title";
import { HOME_CURRENCY_NOTE } from "~/modules/currencies/constants";
import { currencyListAction, currencyListLoader, type CurrencyReply } from "./__currencies.server";

// Company › Manage Currency (ADR 0085): the home currency (the company's primary currency, first,
// always at 1) and the foreign currencies the company added, each with its latest exchange rate
// and its date; Add Currency (multi-currency must be on) and Remove. Every form works without
// JavaScript; changes need the `settings` permission, any member reads.

export const loader = currencyListLoader;
export const action = currencyListAction;
export const meta = screenMeta("Manage Currency");

const th = "py-2 pr-4 text-left font-semibold text-slate-700";

export default function ManageCurrency() {
  const { companyId, canChange, list, choices } = useLoaderData<typeof loader>();
  const reply = useActionData<CurrencyReply>();
  const submitting = useNavigation().state === "submitting";
  const home = list.home;
  // Remove asks first (?remove=<id>): a form in place, with and without JavaScript.
  const removeId = Number(new URLSearchParams(useLocation().search).get("remove"));
  const removing = list.currencies.find((c) => c.id === removeId);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Card>
        <CardHeader
          headingLevel={1}
          title="Manage Currency"
          description={`The currencies this company deals in. Rates read "1 foreign unit = rate ${home.code}".`}
        />
        <CardBody className="space-y-4">
          <Notice>{HOME_CURRENCY_NOTE}</Notice>
          <FormErrors errors={reply?.error ? [reply.error] : null} />
          {removing && canChange ? (
            <Form
              method="post"
              aria-label={`Remove ${removing.code}`}
              className="space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm"
            >
              <p>
                Remove {removing.code} ({removing.name}) from the currency list
                {removing.rateCount ? ` with its ${removing.rateCount} exchange rate${removing.rateCount === 1 ? "" : "s"}` : ""}? Nothing
                else changes.
              </p>
              <input type="hidden" name="currencyId" value={removing.id} />
              <div className="flex items-center gap-3">
                <Button type="submit" name="intent" value="remove" variant="danger" size="sm" disabled={submitting}>
                  Remove {removing.code}
                </Button>
                <Link to={menuHref(companyId, "company/currencies")} className="text-blue-700 underline">
                  Cancel
                </Link>
              </div>
            </Form>
          ) : null}
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Currencies</caption>
            <TableHead
              columns={[
                "Code",
                "Currency",
                "Symbol",
                [`Latest rate (${home.code})`, "right"],
                "Rate date",
                { label: "Actions", srOnly: true, className: th },
              ]}
              cellClassName={({ right }) => (right ? `${th} text-right` : th)}
            />
            <tbody className="divide-y divide-slate-100">
              <tr>
                <th scope="row" className="py-2 pr-4 text-left font-semibold text-slate-900">
                  {home.code}
                </th>
                <td className="py-2 pr-4">{home.name} (home currency)</td>
                <td className="py-2 pr-4">{home.symbol}</td>
                <td className="py-2 pr-4 text-right tabular-nums">1</td>
                <td className="py-2 pr-4 text-slate-500">—</td>
                <td className="py-2 text-slate-500">
                  <Link to={menuHref(companyId, "settings/company-preferences")} className="text-blue-700 underline">
                    Change in Company Preferences
                  </Link>
                </td>
              </tr>
              {list.currencies.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="py-2 pr-4 text-left font-semibold text-slate-900">
                    {c.code}
                  </th>
                  <td className="py-2 pr-4">{c.name}</td>
                  <td className="py-2 pr-4">{c.symbol}</td>
                  <td className="py-2 pr-4 text-right tabular-nums">{c.latestRate ? formatFixedDecimal(c.latestRate) : "No rate yet"}</td>
                  <td className="py-2 pr-4">{c.latestRateDate ? formatUsDate(c.latestRateDate) : "—"}</td>
                  <td className="py-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link
                        to={menuHref(companyId, `company/currencies/${c.id}`)}
                        className="text-blue-700 underline"
                        aria-label={`${c.code} exchange rates`}
                      >
                        Exchange rates ({c.rateCount})
                      </Link>
                      {canChange ? (
                        <Link to={`?remove=${c.id}`} className="text-red-700 underline" aria-label={`Remove ${c.code}`}>
                          Remove
                        </Link>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.currencies.length === 0 ? (
            <p className="text-sm text-slate-600">No foreign currencies yet: only the home currency, {home.code}.</p>
          ) : null}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Add a foreign currency" />
        <CardBody>
          {!list.multiCurrency ? (
            <p className="text-sm text-slate-700">
              Multi-currency is off for this company. Turn on <strong>Enable Multi-Currency</strong> in{" "}
              <Link to={menuHref(companyId, "settings/company-preferences")} className="text-blue-700 underline">
                Company Preferences
              </Link>{" "}
              to add foreign currencies.
            </p>
          ) : !canChange ? (
            <p className="text-sm text-slate-700">Only an owner or an admin of the company may add or remove currencies and rates.</p>
          ) : (
            <Form method="post" aria-label="Add currency" className="flex flex-wrap items-end gap-3">
              <SelectField
                id="currency-code"
                label="Currency"
                name="code"
                placeholder="Choose a currency"
                defaultValue={reply?.values?.code ?? ""}
                options={choices}
                error={reply?.fields.code}
              />
              <Button type="submit" name="intent" value="add" disabled={submitting}>
                Add Currency
              </Button>
            </Form>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
