import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useBeforeUnload, useBlocker, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { SaveButtons } from "~/components/ui/save-buttons";
import { TableHead, type ColumnHead } from "~/components/ui/table-head";
import { Notice } from "~/components/ui/notice";
import { useRevalidateOnChange } from "~/components/ui/revalidate-on-change";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardBody, CardFooter } from "~/components/ui/card";
import { DatePicker } from "~/components/ui/date-picker";
import { Field, TextareaField } from "~/components/ui/field";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { ConfirmModal, ValidationErrorModal } from "~/components/ui/modals";
import { cn } from "~/components/ui/cn";
import { formatMoney } from "~/lib/money";
import { MESSAGES } from "~/modules/ledger/rules";
import { JournalAccountSelect, type AccountOption } from "./account-select";
import {
  CANCEL_CONFIRM_MESSAGE,
  emptyRow,
  errorList,
  FIX_ERRORS_MESSAGE,
  isoDate,
  isSaveIntent,
  LEAVE_CONFIRM_MESSAGE,
  liveTotals,
  MAX_ROWS,
  MIN_ROWS,
  padRows,
  snapshot,
  type JournalFormView,
  type RowValues,
} from "./journal-form";

// The Journal Entry form, for a new entry and for editing a draft. Rows are plain inputs
// (`entries[0].accountId`, …) and every button is a submit button with an `intent`, so the form
// works without JavaScript (the server adds and deletes rows); with JavaScript the rows, the live
// totals (integer cents) and the confirmations happen in the browser.

type Row = RowValues & { key: number };

export interface JournalEntryFormProps {
  mode: "new" | "edit";
  /** The Account Creation dialog of the account selects creates accounts in this company. */
  companyId: number;
  view: JournalFormView;
  /** What the form held when opened: Cancel and leaving ask only when something changed. */
  baseline: Pick<JournalFormView, "entryDate" | "comments" | "rows">;
  accounts: readonly AccountOption[];
  cancelHref: string;
}

const draftIntent = (intent: string) => intent === "save-draft";

const loadChecks = async () => {
  const [{ parseWithZod }, { journalDraftSchema, journalEntrySchema }] = await Promise.all([
    import("@conform-to/zod/v4"),
    import("~/modules/journal/schema"),
  ]);
  return (formData: FormData, draft: boolean) =>
    parseWithZod(formData, { schema: draft ? journalDraftSchema : journalEntrySchema, disableAutoCoercion: true });
};

const ROW_COLUMNS: ColumnHead[] = [
  { label: "Account", className: "w-5/12 py-2 pr-2" },
  { label: "Memo", className: "py-2 pr-2" },
  { label: "Debit", className: "w-36 py-2 pr-2 text-right" },
  { label: "Credit", className: "w-36 py-2 pr-2 text-right" },
  { label: "Delete", className: "w-12 py-2", srOnly: true },
];

export function JournalEntryForm({ mode, companyId, view, baseline, accounts, cancelHref }: JournalEntryFormProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  const nextKey = useRef(0);
  const withKey = (row: RowValues): Row => ({ ...row, key: nextKey.current++ });
  const [rows, setRows] = useState<Row[]>(() => padRows(view.rows).map(withKey));
  const [entryDate, setEntryDate] = useState(view.entryDate);
  const [comments, setComments] = useState(view.comments);
  const [invalidMessages, setInvalidMessages] = useState<string[] | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  // Set once a save or a confirmed Cancel is on its way: leaving is then intended.
  const leaving = useRef(false);
  const lastIntent = useRef(view.intent ?? (mode === "new" ? "save-close" : "save-draft"));

  const checks = useDeferredChecks(loadChecks);
  const [form] = useForm({
    id: `journal-entry-${mode}`,
    lastResult: view.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context) =>
      validateWhenLoaded(checks, context, (check) => {
        const { formData, submitter } = context;
        const intent = submitter?.name === "intent" ? submitter.value : null;
        if (intent) lastIntent.current = intent;
        const submission = check(formData, draftIntent(lastIntent.current));
        if (intent && isSaveIntent(intent) && submission.status !== "success") setInvalidMessages(errorList(submission.error));
        return submission;
      }),
  });
  const errors = form.allErrors;
  const entryErrors = errors.entries ?? [];

  useRevalidateOnChange(form, [rows]);

  const dirty = snapshot({ entryDate, comments, rows }) !== snapshot(baseline);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (dirty && !leaving.current) {
          event.preventDefault();
          event.returnValue = "";
        }
      },
      [dirty],
    ),
  );

  const totals = liveTotals(rows);

  const setRow = (index: number, patch: Partial<RowValues>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  // With JavaScript these buttons act here; without it they post their intent.
  const local = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    action();
  };
  const addRow = () => setRows((current) => (current.length >= MAX_ROWS ? current : [...current, withKey(emptyRow())]));
  const deleteRow = (index: number) => setRows((current) => (current.length <= MIN_ROWS ? current : current.filter((_, i) => i !== index)));
  const cancel = () => {
    if (dirty) setConfirmingCancel(true);
    else leaveTo(cancelHref);
  };
  const leaveTo = (href: string) => {
    leaving.current = true;
    navigate(href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    form.onSubmit(event);
    if (!event.defaultPrevented) leaving.current = true;
  };

  const accountsMissing = entryErrors.includes(MESSAGES.accounts);

  return (
    <>
      {view.summary ? (
        <div
          id="journal-entry-errors"
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {view.summary.intro ? <p className="font-medium">{view.summary.intro}</p> : null}
          <ul className={cn(view.summary.intro && "mt-1 list-disc pl-5")}>
            {view.summary.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Notice>{view.notice}</Notice>

      <Form method="post" {...getFormProps(form)} onSubmit={onSubmit} aria-label="Journal entry">
        {view.version ? <input type="hidden" name="version" value={view.version} /> : null}
        {/* Enter in a field recalculates (without JavaScript) instead of pressing Delete Row. */}
        <button type="submit" name="intent" value="refresh" tabIndex={-1} aria-hidden="true" className="sr-only" onClick={local(() => {})}>
          Update totals
        </button>

        {view.confirmCancel ? (
          <div
            role="alertdialog"
            aria-labelledby="cancel-question"
            className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3"
          >
            <p id="cancel-question" className="text-sm text-amber-900">
              {CANCEL_CONFIRM_MESSAGE}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={cancelHref} className={buttonClasses({ variant: "danger", size: "sm", className: "text-white no-underline" })}>
                Yes, discard changes
              </Link>
              <Button type="submit" name="intent" value="resume" variant="secondary" size="sm">
                No, keep editing
              </Button>
            </div>
          </div>
        ) : null}

        <Card>
          <CardBody className="space-y-5">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <DatePicker
                name="entryDate"
                label="Date"
                required
                defaultValue={isoDate(view.entryDate)}
                onChange={(iso) => setEntryDate(iso ?? "")}
                error={errors.entryDate}
              />
              <Field label="Entry No." name="entryNo" value={view.entryNo} readOnly />
            </div>

            <div className="overflow-x-auto">
              <table className="min-w-full text-sm" aria-describedby={entryErrors.length ? "journal-entry-row-errors" : undefined}>
                <caption className="sr-only">Journal entry rows</caption>
                <TableHead
                  columns={ROW_COLUMNS}
                  rowClassName="border-b border-slate-200 text-left text-xs font-semibold uppercase tracking-wide text-slate-600"
                />
                <tbody>
                  {rows.map((row, index) => {
                    const n = index + 1;
                    const name = (field: keyof RowValues) => `entries[${index}].${field}`;
                    return (
                      <tr key={row.key} className="border-b border-slate-100 align-top">
                        <td className="py-2 pr-2">
                          <JournalAccountSelect
                            name={name("accountId")}
                            label={`Account, row ${n}`}
                            companyId={companyId}
                            accounts={accounts}
                            value={row.accountId}
                            onChange={(accountId) => setRow(index, { accountId })}
                            error={errors[name("accountId")] ?? (accountsMissing && !row.accountId ? "Select an account" : undefined)}
                          />
                        </td>
                        <td className="py-2 pr-2">
                          <Field
                            label={`Memo, row ${n}`}
                            hideLabel
                            name={name("memo")}
                            value={row.memo}
                            maxLength={500}
                            onChange={(e) => setRow(index, { memo: e.target.value })}
                            error={errors[name("memo")]}
                          />
                        </td>
                        <td className="py-2 pr-2">
                          <Field
                            label={`Debit, row ${n}`}
                            hideLabel
                            name={name("debit")}
                            type="number"
                            inputMode="decimal"
                            min="0"
                            step="0.01"
                            value={row.debit}
                            className="text-right"
                            // Entering a debit clears the row's credit.
                            onChange={(e) => setRow(index, e.target.value === "" ? { debit: "" } : { debit: e.target.value, credit: "" })}
                            error={errors[name("debit")]}
                          />
                        </td>
                        <td className="py-2 pr-2">
                          <Field
                            label={`Credit, row ${n}`}
                            hideLabel
                            name={name("credit")}
                            type="number"
                            inputMode="decimal"
                            min="0"
                            step="0.01"
                            value={row.credit}
                            className="text-right"
                            onChange={(e) => setRow(index, e.target.value === "" ? { credit: "" } : { credit: e.target.value, debit: "" })}
                            error={errors[name("credit")]}
                          />
                        </td>
                        <td className="py-2 text-center">
                          <Button
                            type="submit"
                            name="intent"
                            value={`delete-row:${index}`}
                            variant="ghost"
                            size="icon"
                            aria-label={`Delete row ${n}`}
                            title={rows.length <= MIN_ROWS ? "An entry needs at least two rows" : `Delete row ${n}`}
                            disabled={rows.length <= MIN_ROWS || busy}
                            onClick={local(() => deleteRow(index))}
                            className="mt-1 text-slate-500 hover:text-red-600"
                          >
                            <TrashIcon />
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot>
                  <tr className="font-semibold text-slate-900">
                    <td className="py-3 pr-2">
                      <Button
                        type="submit"
                        name="intent"
                        value="add-row"
                        variant="secondary"
                        size="sm"
                        disabled={rows.length >= MAX_ROWS || busy}
                        onClick={local(addRow)}
                      >
                        + Add Row
                      </Button>
                    </td>
                    <th scope="row" className="py-3 pr-2 text-right">
                      Totals
                    </th>
                    <td className="py-3 pr-5 text-right tabular-nums" aria-label="Total debit">
                      {formatMoney(totals.debit)}
                    </td>
                    <td className="py-3 pr-5 text-right tabular-nums" aria-label="Total credit">
                      {formatMoney(totals.credit)}
                    </td>
                    <td />
                  </tr>
                </tfoot>
              </table>
            </div>

            <div className="flex flex-wrap items-start justify-between gap-4">
              <p
                role="status"
                aria-live="polite"
                data-testid="balance-indicator"
                className={cn(
                  "rounded-full px-3 py-1 text-sm font-medium",
                  totals.balanced ? "bg-green-50 text-green-700" : "bg-amber-50 text-amber-800",
                )}
              >
                {totals.balanced ? "Balanced" : "Totals must be equal"}
              </p>
              {entryErrors.length ? (
                <div id="journal-entry-row-errors" role="alert" className="text-sm text-red-600">
                  {entryErrors.map((message) => (
                    <p key={message}>{message}</p>
                  ))}
                </div>
              ) : null}
            </div>

            <TextareaField
              label="Comments"
              name="comments"
              rows={3}
              maxLength={1000}
              value={comments}
              onChange={(e) => setComments(e.target.value)}
              error={errors.comments}
            />
          </CardBody>

          <CardFooter className="justify-between">
            <div>
              {mode === "new" ? (
                <Button type="submit" name="intent" value="recurring" variant="link" disabled={busy}>
                  Make it recurring
                </Button>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" name="intent" value="cancel" variant="secondary" disabled={busy} onClick={local(cancel)}>
                Cancel
              </Button>
              {mode === "new" ? (
                <SaveButtons busy={busy} draft />
              ) : (
                <>
                  <Button type="submit" name="intent" value="save-draft" variant="secondary" disabled={busy}>
                    Save Draft
                  </Button>
                  <Button type="submit" name="intent" value="save-post" disabled={busy}>
                    Save and Post
                  </Button>
                </>
              )}
            </div>
          </CardFooter>
        </Card>
      </Form>

      <ValidationErrorModal
        open={invalidMessages !== null}
        onOpenChange={(open) => {
          if (!open) setInvalidMessages(null);
        }}
        intro={FIX_ERRORS_MESSAGE}
        messages={invalidMessages ?? []}
      />
      <ConfirmModal
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title="Discard changes?"
        message={CANCEL_CONFIRM_MESSAGE}
        confirmLabel="Yes, discard changes"
        cancelLabel="No, keep editing"
        destructive
        onConfirm={() => {
          setConfirmingCancel(false);
          leaveTo(cancelHref);
        }}
      />
      <ConfirmModal
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title="Leave this page?"
        message={LEAVE_CONFIRM_MESSAGE}
        confirmLabel="Leave"
        cancelLabel="Stay"
        destructive
        onConfirm={() => {
          leaving.current = true;
          if (blocker.state === "blocked") blocker.proceed();
        }}
      />
    </>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M8 2a1 1 0 0 0-1 1v1H4a1 1 0 0 0 0 2h.1l.8 10.1A2 2 0 0 0 6.9 18h6.2a2 2 0 0 0 2-1.9L15.9 6h.1a1 1 0 1 0 0-2h-3V3a1 1 0 0 0-1-1H8Zm1 2V4h2v0H9ZM7 8a1 1 0 0 1 1 1v5a1 1 0 1 1-2 0V9a1 1 0 0 1 1-1Zm6 0a1 1 0 0 1 1 1v5a1 1 0 1 1-2 0V9a1 1 0 0 1 1-1Z" />
    </svg>
  );
}
