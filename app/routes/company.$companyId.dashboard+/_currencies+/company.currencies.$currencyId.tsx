import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { TableHead } from "~/components/ui/table-head";
import { menuHref } from "~/components/shell/menu";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { DatePicker } from "~/components/ui/date-picker";
import { Field, FormErrors } from "~/components/ui/field";
import { Pagination } from "~/components/ui/pagination";
import { formatUsDate, typedDate } from "~/lib/dates";
import { formatFixedDecimal } from "~/lib/fixed-decimal";
import { screenMeta } from "~/lib/title";
import { CURRENCY_MESSAGES, HOME_CURRENCY_NOTE } from "~/modules/currencies/constants";
import { rateHistoryAction, rateHistoryLoader, type CurrencyReply } from "./__currencies.server";

// Company › Manage Currency › a currency's exchange rates (ADR 0085): its dated rates "1 <code> =
// rate <home>", newest first, a page at a time; add one, edit one (?edit=<id>, a form in place of
// Add), delete one; Export to CSV. Works without JavaScript; changes need `settings`.

export const loader = rateHistoryLoader;
export const action = rateHistoryAction;
export const meta = screenMeta("Exchange Rates");

const th = "py-2 pr-4 text-left font-semibold text-slate-700";

export default function RateHistory() {
  const { companyId, canChange, currency, rates, editing } = useLoaderData<typeof loader>();
  const reply = useActionData<CurrencyReply>();
  const submitting = useNavigation().state === "submitting";
  const location = useLocation();
  const base = menuHref(companyId, `company/currencies/${currency.id}`);
  const keep = new URLSearchParams(location.search);
  keep.delete("edit");
  const withEdit = (id: number) => {
    const params = new URLSearchParams(keep);
    params.set("edit", String(id));
    return `${base}?${params}`;
  };
  const cancelHref = keep.size ? `${base}?${keep}` : base;
  const home = currency.home.code;
  // A refused edit shows again what was typed; a refused add the same.
  const refusedEdit = reply?.values?.rateId ? Number(reply.values.rateId) : null;
  const editingId = refusedEdit ?? editing?.id ?? null;
  const date = typedDate(reply?.values ? reply.values.date : (editing?.date ?? ""));
  const rateText = reply?.values ? reply.values.rate : editing ? formatFixedDecimal(editing.rate).replace(/,/g, "") : "";
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <p className="text-sm">
        <Link to={menuHref(companyId, "company/currencies")} className="text-blue-700 underline">
          ← Manage Currency
        </Link>
      </p>
      <Card>
        <CardHeader
          headingLevel={1}
          title={`${currency.code} exchange rates`}
          description={`${currency.name}: each rate is what 1 ${currency.code} is worth in ${home} on its date, until a later one.`}
        />
        <CardBody className="space-y-4">
          <p className="text-sm text-slate-600">{HOME_CURRENCY_NOTE}</p>
          <FormErrors errors={reply?.error ? [reply.error] : null} />
          {canChange ? (
            <Form
              method="post"
              key={editingId ?? "new"}
              aria-label={editingId ? "Edit exchange rate" : "Add exchange rate"}
              className="flex flex-wrap items-end gap-3"
            >
              {editingId ? <input type="hidden" name="rateId" value={editingId} /> : null}
              <DatePicker
                name="date"
                label="Date"
                defaultValue={date.defaultValue}
                defaultText={date.defaultText}
                invalidMessage={CURRENCY_MESSAGES.date}
                error={reply?.fields.date}
                className="w-44"
              />
              <Field
                id="rate-value"
                label={`1 ${currency.code} = ? ${home}`}
                name="rate"
                inputMode="decimal"
                defaultValue={rateText}
                error={reply?.fields.rate}
                className="w-44"
              />
              <Button type="submit" name="intent" value={editingId ? "save" : "add"} disabled={submitting}>
                {editingId ? "Save Rate" : "Add Rate"}
              </Button>
              {editingId ? (
                <Link to={cancelHref} className="text-sm text-blue-700 underline">
                  Cancel
                </Link>
              ) : null}
            </Form>
          ) : null}
          <div className="flex items-center justify-between">
            <p className="text-sm text-slate-600">
              {rates.total} rate{rates.total === 1 ? "" : "s"}
            </p>
            <a href={`${base}/rates.csv`} className="text-sm text-blue-700 underline" download>
              Export to CSV
            </a>
          </div>
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{currency.code} exchange rates</caption>
            <TableHead
              columns={["Date", [`1 ${currency.code} in ${home}`, "right"], { label: "Actions", srOnly: true, className: th }]}
              cellClassName={({ right }) => (right ? `${th} text-right` : th)}
            />
            <tbody className="divide-y divide-slate-100">
              {rates.items.map((r) => (
                <tr key={r.id}>
                  <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-900">
                    {formatUsDate(r.date)}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatFixedDecimal(r.rate)}</td>
                  <td className="py-2">
                    {canChange ? (
                      <div className="flex items-center gap-3">
                        <Link
                          to={withEdit(r.id)}
                          className="text-blue-700 underline"
                          aria-label={`Edit the rate of ${formatUsDate(r.date)}`}
                        >
                          Edit
                        </Link>
                        <Form method="post" aria-label={`Delete the rate of ${formatUsDate(r.date)}`}>
                          <input type="hidden" name="rateId" value={r.id} />
                          <Button type="submit" name="intent" value="delete" variant="secondary" size="sm" disabled={submitting}>
                            Delete
                          </Button>
                        </Form>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
              {rates.items.length === 0 ? (
                <tr>
                  <td colSpan={3} className="py-3 text-slate-600">
                    No exchange rates yet.
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
          <Pagination page={rates.page} perPage={rates.perPage} total={rates.total} />
        </CardBody>
      </Card>
    </div>
  );
}
