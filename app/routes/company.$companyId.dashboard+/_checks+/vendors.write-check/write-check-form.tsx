import { getInputProps, useForm, useInputControl } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Fragment, useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { DatePicker } from "~/components/ui/date-picker";
import { inputClasses } from "~/components/ui/field";
import { ValidationErrorModal } from "~/components/ui/modals";
import { useHydrated } from "~/components/ui/use-hydrated";
import { amountInWords } from "~/lib/amount-in-words";
import { formatUsDate, isIsoDate, parseUsDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import { TO_BE_PRINTED } from "~/modules/checks/layout";
import { WRITE_CHECK_MESSAGES } from "~/modules/checks/messages";

// The pay bills of the chosen vendor and the check written for the ticked ones. Ticking a pay bill
// counts its full total and takes the bank account from its pay-from account; unticking counts 0;
// with none ticked the bank account is cleared and the check section hidden. With JavaScript all of
// that follows each tick; without it, Update Check reloads the page with the ticks (a GET of this
// same form) and the server shows the same. conform holds the values: the ticks (in the order
// ticked) through an input control over the payBillIds checkboxes, the date and the memo as fields.

/** A pay bill as the loader gives it (the purchases module's PaymentView, the fields shown here). */
export interface PayBillRow {
  id: number;
  no: string;
  date: string;
  paymentMethod: string;
  contactName: string;
  total: string;
  isWriteCheckDone: boolean;
  isPrintCheckDone: boolean;
  payFromAccount: { id: number; accountNumber: string; accountName: string };
  records?: {
    id: number;
    billId: number;
    amountPaid: string;
    bill: { billNo: string; date: string; total: string; amountPaid: string; remainingAmount: string; status: string; memo: string };
  }[];
}

/** What a refused save answers: the modal's (or panel's) title and messages. */
export interface WriteCheckReply {
  title: string;
  messages: string[];
  /** What was sent, so the form comes back as typed (absent: the loader's values). */
  values?: WriteCheckFields;
}

/** The form's values read back from what it posted. */
export function writeCheckValues(formData: FormData): WriteCheckFields {
  return {
    payBillIds: formData.getAll("payBillIds").map(String),
    checkDate: String(formData.get("checkDate") ?? ""),
    memo: String(formData.get("memo") ?? ""),
  };
}

const th = "whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const td = "px-3 py-2 text-slate-700";
const amount = "whitespace-nowrap text-right tabular-nums";
const money = (text: string) => formatMoney(fromDecimal(text));

/** The form's fields as posted (checkDate and memo while the check section shows). */
export interface WriteCheckFields {
  payBillIds: string[];
  checkDate: string;
  memo: string;
}

export function WriteCheckForm({
  vendor,
  payBills,
  selected: loadedSelection,
  checkDate: loadedDate,
  memo: loadedMemo,
  today,
  reply,
  cancelHref,
}: {
  vendor: { id: number; vendorName: string };
  payBills: PayBillRow[];
  selected: number[];
  checkDate: string;
  memo: string;
  today: string;
  reply: WriteCheckReply | undefined;
  cancelHref: string;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // A refused or unanswered save comes back with what was sent; otherwise the loader's values.
  const { payBillIds, checkDate, memo } = reply?.values ?? {
    payBillIds: loadedSelection.map(String),
    checkDate: loadedDate,
    memo: loadedMemo,
  };
  const [form, fields] = useForm<WriteCheckFields>({
    id: `write-check-${vendor.id}`,
    defaultValue: { payBillIds, checkDate, memo },
  });
  // In the order ticked: the last one ticked gives the bank account.
  const ticks = useInputControl(fields.payBillIds);
  const selected = [ticks.value ?? []].flat().map(Number);
  const [replyOpen, setReplyOpen] = useState(Boolean(reply));
  const byId = new Map(payBills.map((p) => [p.id, p]));
  const chosen = selected.map((id) => byId.get(id)).filter((p): p is PayBillRow => p !== undefined);
  const total = chosen.reduce((sum, p) => sum + fromDecimal(p.total), 0);
  const bank = chosen.length ? chosen[chosen.length - 1].payFromAccount : null;
  const toggle = (id: number, on: boolean) => {
    const others = selected.filter((x) => x !== id);
    ticks.change((on ? [...others, id] : others).map(String));
  };
  const initialDate = isIsoDate(checkDate) ? checkDate : (parseUsDate(checkDate) ?? (checkDate ? null : today));

  return (
    <Form id={form.id} onSubmit={form.onSubmit} method="post" aria-label="Write check" className="space-y-5">
      {reply && !hydrated ? (
        <section role="alert" aria-labelledby="write-check-reply" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
          <h2 id="write-check-reply" className="font-semibold text-red-900">
            {reply.title}
          </h2>
          <ul className="mt-1 list-disc pl-5 text-red-800">
            {reply.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {reply && hydrated ? (
        <ValidationErrorModal open={replyOpen} onOpenChange={setReplyOpen} title={reply.title} messages={reply.messages} />
      ) : null}
      <input type="hidden" name="vendorId" value={vendor.id} />
      {/* Update Check (a GET) keeps the vendor. */}
      <input type="hidden" name="vendor" value={vendor.id} />

      <div className="max-w-md">
        <label htmlFor="write-check-bank" className="mb-1 block text-sm font-medium text-slate-700">
          Bank Account
        </label>
        <input
          id="write-check-bank"
          readOnly
          value={bank ? `${bank.accountNumber} - ${bank.accountName}` : ""}
          placeholder="Chosen from the selected pay bill"
          className={`${inputClasses} bg-slate-50`}
        />
      </div>

      <section aria-labelledby="pay-bills-heading" className="space-y-2">
        <h2 id="pay-bills-heading" className="text-lg font-semibold text-slate-900">
          Pay Bills
        </h2>
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Pay bills of {vendor.vendorName} paid by Cheque</caption>
            <thead className="bg-slate-50">
              <tr>
                {["Select", "Pay Bill #", "Date", "Payment Method", "Contact"].map((h) => (
                  <th key={h} scope="col" className={th}>
                    {h}
                  </th>
                ))}
                <th scope="col" className={`${th} text-right`}>
                  Total Amount
                </th>
                {["Write Status", "Print Status", "Bills Paid"].map((h) => (
                  <th key={h} scope="col" className={th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {payBills.length === 0 ? (
                <tr>
                  <td colSpan={9} className="px-4 py-8 text-center text-slate-500">
                    {WRITE_CHECK_MESSAGES.empty}
                  </td>
                </tr>
              ) : (
                payBills.map((p) => {
                  const on = selected.includes(p.id);
                  const records = p.records ?? [];
                  return (
                    <Fragment key={p.id}>
                      <tr className={on ? "bg-blue-50/60" : undefined}>
                        <td className={td}>
                          <input
                            type="checkbox"
                            name={fields.payBillIds.name}
                            value={p.id}
                            checked={on}
                            onChange={(event) => toggle(p.id, event.target.checked)}
                            aria-label={`Select ${p.no}`}
                            className="h-4 w-4 rounded border-slate-300 text-blue-600 focus:ring-2 focus:ring-blue-500"
                          />
                        </td>
                        <td className={`${td} whitespace-nowrap font-medium`}>{p.no}</td>
                        <td className={`${td} whitespace-nowrap`}>{formatUsDate(p.date)}</td>
                        <td className={td}>{p.paymentMethod}</td>
                        <td className={td}>{p.contactName}</td>
                        <td className={`${td} ${amount}`}>{money(p.total)}</td>
                        <td className={td}>{p.isWriteCheckDone ? "Done" : "Pending"}</td>
                        <td className={td}>{p.isPrintCheckDone ? "Done" : "Pending"}</td>
                        <td className={td}>{records.map((r) => r.bill.billNo).join(", ")}</td>
                      </tr>
                      {on && records.length ? (
                        <tr>
                          <td />
                          <td colSpan={8} className="px-3 pb-3">
                            <table className="w-full text-xs" aria-label={`Bills paid by ${p.no}`}>
                              <thead>
                                <tr className="text-left text-slate-500">
                                  <th className="py-1 pr-3 font-medium">Bill #</th>
                                  <th className="py-1 pr-3 font-medium">Date</th>
                                  <th className="py-1 pr-3 text-right font-medium">Total</th>
                                  <th className="py-1 pr-3 text-right font-medium">Amount Paid</th>
                                  <th className="py-1 pr-3 text-right font-medium">Remaining</th>
                                  <th className="py-1 pr-3 font-medium">Status</th>
                                  <th className="py-1 pr-3 font-medium">Memo</th>
                                </tr>
                              </thead>
                              <tbody>
                                {records.map((r) => (
                                  <tr key={r.id}>
                                    <td className="py-1 pr-3">{r.bill.billNo}</td>
                                    <td className="py-1 pr-3">{formatUsDate(r.bill.date)}</td>
                                    <td className={`py-1 pr-3 ${amount}`}>{money(r.bill.total)}</td>
                                    <td className={`py-1 pr-3 ${amount}`}>{money(r.amountPaid)}</td>
                                    <td className={`py-1 pr-3 ${amount}`}>{money(r.bill.remainingAmount)}</td>
                                    <td className="py-1 pr-3">{r.bill.status}</td>
                                    <td className="py-1 pr-3">{r.bill.memo}</td>
                                  </tr>
                                ))}
                              </tbody>
                            </table>
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
        {hydrated || payBills.length === 0 ? null : (
          <Button type="submit" variant="secondary" formMethod="get">
            Update Check
          </Button>
        )}
      </section>

      {total > 0 ? (
        <section aria-labelledby="check-info-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="check-info-heading" className="text-lg font-semibold text-slate-900">
            Check Information
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            <DatePicker
              name={fields.checkDate.name}
              label="Check Date"
              defaultValue={initialDate}
              defaultText={initialDate ? "" : checkDate}
            />
            <div>
              <label htmlFor="write-check-number" className="mb-1 block text-sm font-medium text-slate-700">
                Check Number
              </label>
              <input id="write-check-number" readOnly value={TO_BE_PRINTED} className={`${inputClasses} bg-slate-50`} />
            </div>
            <div>
              <label htmlFor="write-check-amount" className="mb-1 block text-sm font-medium text-slate-700">
                Payment Amount
              </label>
              <input id="write-check-amount" readOnly value={formatMoney(total)} className={`${inputClasses} bg-slate-50 tabular-nums`} />
            </div>
            <div>
              <label htmlFor="write-check-words" className="mb-1 block text-sm font-medium text-slate-700">
                Amount in Words
              </label>
              <input id="write-check-words" readOnly value={amountInWords(total)} className={`${inputClasses} bg-slate-50`} />
            </div>
            <div className="md:col-span-2">
              <label htmlFor="write-check-memo" className="mb-1 block text-sm font-medium text-slate-700">
                Memo
              </label>
              <input
                {...getInputProps(fields.memo, { type: "text" })}
                id="write-check-memo"
                maxLength={500}
                autoComplete="off"
                className={inputClasses}
              />
            </div>
          </div>
        </section>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          Total Payment: <strong data-testid="write-check-total">{formatMoney(total)}</strong>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="draft" variant="secondary" disabled={busy}>
            Save Draft Check
          </Button>
          <Button type="submit" name="intent" value="confirm" disabled={busy || (hydrated && !bank)}>
            Confirm Check
          </Button>
          <Link to={cancelHref} className={buttonClasses({ variant: "secondary", className: "no-underline" })}>
            Cancel
          </Link>
        </div>
      </div>
    </Form>
  );
}
