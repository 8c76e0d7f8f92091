import { getFormProps, useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SaveButtons } from "~/components/ui/save-buttons";
import { useRevalidateOnChange } from "~/components/ui/revalidate-on-change";
import { Button } from "~/components/ui/button";
import { CancelButton } from "~/components/ui/cancel-button";
import { Card, CardBody, CardFooter } from "~/components/ui/card";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { TextareaField } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import { formatMoney, type Cents } from "~/lib/money";
import { dueDateFor } from "~/modules/purchases/due-date";
import { balanceProblem, partyOfVendor, spendableOf, type VendorParty } from "~/modules/purchases/form-rules";
import { PURCHASE_KIND_INFO } from "~/modules/purchases/kinds/info";
import { PURCHASE_MESSAGES } from "~/modules/purchases/constants";
import { AccountRowsTable, ItemRowsTable, type Keyed } from "~/components/documents/document-rows";
import { EnterRefreshes, FormSummary, NoScriptUpdate, RowErrors } from "~/components/documents/form-parts";
import { DocumentHeader, type FieldSetProps, type HeaderFields } from "./field-sets";
import {
  deleteRow,
  emptyAccountRow,
  emptyItemRow,
  errorList,
  isoDate,
  isSaveIntent,
  liveTotal,
  MAX_ROWS,
  padRows,
  type AccountRowValues,
  type ItemRowValues,
  type PurchaseFormLoaded,
  type PurchaseFormView,
} from "./purchase-form-data";

// The purchase document form of the five screens — credit card charge, vendor credit, cash
// expense, cash purchase and Enter Bill (new, and a draft bill's edit): one frame for every kind,
// whose header is the field sets the kind's descriptor lists (`form.header`, field-sets.tsx) and
// whose labels, paying account and buttons come from the descriptor too. Plain inputs and submit
// buttons with an `intent`, so it works without JavaScript (the server answers Add Row, Delete Row
// and Update with the form again, filled in); with JavaScript the rows, the vendor's contacts, the
// cheque section, the due date, the total and the balance check happen as the form changes. The
// kind's schema (with the service's first checks) validates in the browser and again in the action.

type Fields = HeaderFields;
type Lookup = { accountId: string; spendable: Cents | null; failed: boolean };

const BALANCE_CHECK_DELAY_MS = 250;

/** The form's checks (the kind's form schema and conform's zod adapter), loaded after the form appears (ADR 0027). */
const loadChecks = async () => {
  const [{ parseWithZod }, { formSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("./purchase-form-schema")]);
  return (formData: FormData, kind: PurchaseFormLoaded["kind"]) =>
    parseWithZod(formData, { schema: formSchema(kind), disableAutoCoercion: true });
};

export interface PurchaseDocumentFormProps {
  loaded: PurchaseFormLoaded;
  view: PurchaseFormView;
  /** Where Cancel leads when there is no page to go back to. */
  cancelHref: string;
}

export function PurchaseDocumentForm({ loaded, view, cancelHref }: PurchaseDocumentFormProps) {
  const { kind, mode, companyId, options, today } = loaded;
  const descriptor = PURCHASE_KIND_INFO[kind];
  const screen = descriptor.form;
  const rules = descriptor.accounts;
  const paying = descriptor.posting.against === "payFrom";
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const toast = useToast();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  const nextKey = useRef(0);
  const keyed = <T,>(row: T): Keyed<T> => ({ ...row, key: nextKey.current++ });
  const { accountRecords, itemRecords, ...initialFields } = view.values;
  const [fields, setFields] = useState<Fields>(initialFields);
  const [accountRows, setAccountRows] = useState(() => padRows(accountRecords, emptyAccountRow).map(keyed));
  const [itemRows, setItemRows] = useState(() => padRows(itemRecords, emptyItemRow).map(keyed));
  const [party, setParty] = useState<VendorParty | null>(view.party);
  const [clientSummary, setClientSummary] = useState<string[] | null>(null);
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));

  const checks = useDeferredChecks(loadChecks);
  const [form] = useForm({
    id: `purchase-${kind}-${mode}`,
    lastResult: view.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context) =>
      validateWhenLoaded(checks, context, (check) => {
        const submission = check(context.formData, kind);
        const submitter = context.submitter;
        const intent = submitter?.getAttribute("name") === "intent" ? submitter.getAttribute("value") : null;
        if (isSaveIntent(intent) && submission.status !== "success") {
          const messages = errorList(submission.error);
          setClientSummary(messages);
          if (messages[0]) toast.error(messages[0]);
        }
        return submission;
      }),
  });
  const errors = form.allErrors;

  // A refusal from the server: its message as a toast too (the list above the form stays).
  useEffect(() => {
    if (view.summary?.[0]) toast.error(view.summary[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useRevalidateOnChange(form, [accountRows, itemRows, fields.vendorId, fields.payFromAccountId]);

  // The vendor's contacts, Bill To and payment term, read when a vendor is chosen.
  const partySeq = useRef(0);
  const loadParty = async (vendorId: string, fill: boolean) => {
    const seq = ++partySeq.current;
    if (!vendorId) {
      setParty(null);
      return;
    }
    try {
      const response = await fetch(`/api/vendor/vendors/${encodeURIComponent(vendorId)}`, { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body = (await response.json()) as { vendor: Parameters<typeof partyOfVendor>[0] };
      if (seq !== partySeq.current) return;
      const next = partyOfVendor(body.vendor);
      setParty(next);
      if (fill) set({ billTo: next.billTo, paymentTermId: next.paymentTermId ? String(next.paymentTermId) : "" });
    } catch {
      if (seq !== partySeq.current) return;
      setParty(null);
      toast.error("Unable to load the vendor's contacts.");
    }
  };
  const chooseVendor = (vendorId: string) => {
    // A new vendor: its contacts, and no contact or phone until one is chosen.
    set({ vendorId, contactName: "", phone: "", ...(vendorId ? {} : { billTo: "" }) });
    void loadParty(vendorId, true);
  };
  // A form shown again (a failed save, a restored draft) reads its vendor's contacts once.
  useEffect(() => {
    if (fields.vendorId && String(party?.id ?? "") !== fields.vendorId) void loadParty(fields.vendorId, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The balance rule as the form changes: the paying account's balance (GET /api/company-account/:id)
  // against the total, looked up again when the account or the rows change.
  const total = liveTotal({ accountRecords: accountRows, itemRecords: itemRows });
  const [lookup, setLookup] = useState<Lookup | null>(null);
  useEffect(() => {
    const accountId = fields.payFromAccountId;
    if (!paying || !hydrated || !accountId) return;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/company-account/${encodeURIComponent(accountId)}`, { headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as { account?: Parameters<typeof spendableOf>[0] };
        if (!body.account || typeof body.account.currentBalance !== "string") throw new Error("no currentBalance");
        if (live) setLookup({ accountId, spendable: spendableOf(body.account), failed: false });
      } catch {
        if (live) setLookup({ accountId, spendable: null, failed: true });
      }
    }, BALANCE_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [paying, hydrated, fields.payFromAccountId, total]);
  const balanceMessage = (() => {
    if (!paying || !fields.payFromAccountId) return null;
    const looked = lookup?.accountId === fields.payFromAccountId ? lookup : null;
    if (looked?.failed) return PURCHASE_MESSAGES.balanceUnknown;
    // Until the lookup answers (and without JavaScript) the balance the page was loaded with.
    const loadedAccount = options.payFromAccounts.find((a) => String(a.id) === fields.payFromAccountId);
    const spendable = looked ? looked.spendable : loadedAccount ? spendableOf(loadedAccount) : null;
    return balanceProblem(spendable, total);
  })();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (event.target !== event.currentTarget) return; // a dialog's form (portalled, inside in React's tree)
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter?.getAttribute("name") === "intent" ? submitter.getAttribute("value") : null;
    if (isSaveIntent(intent) && intent !== "save-draft" && balanceMessage) {
      // The balance rule blocks the save; the server checks it again inside its transaction.
      event.preventDefault();
      setClientSummary([balanceMessage]);
      toast.error(balanceMessage);
      return;
    }
    form.onSubmit(event);
  };

  const setAccountRow = (index: number, patch: Partial<AccountRowValues>) =>
    setAccountRows((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const setItemRow = (index: number, patch: Partial<ItemRowValues>) =>
    setItemRows((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const term = options.paymentTerms.find((t) => String(t.id) === fields.paymentTermId) ?? null;
  const dueDate = dueDateFor(term, isoDate(fields.date) ?? today);
  const summary = clientSummary ?? view.summary;
  const payFromTypes = rules.payFrom ?? rules.refund ?? [];
  const header: FieldSetProps = {
    form: screen,
    loaded,
    view,
    fields,
    set,
    errors,
    party,
    chooseVendor,
    hydrated,
    vendorRequired: descriptor.party.required,
    paying,
    balanceMessage,
    dueDate,
    payFromTypes,
  };

  return (
    <>
      <FormSummary id="purchase-errors" messages={summary} />

      <Form method="post" {...getFormProps(form)} onSubmit={onSubmit} aria-label={screen.title}>
        {view.version ? <input type="hidden" name="version" value={view.version} /> : null}
        <input type="hidden" name="partyVendorId" value={party?.id ?? ""} />
        <EnterRefreshes />

        <Card>
          <CardBody className="space-y-5">
            <DocumentHeader {...header} />

            <NoScriptUpdate
              hydrated={hydrated}
              loads="Loads the vendor's contacts, Bill To and payment term, the items' prices and the totals."
            />

            <div className="space-y-4">
              <AccountRowsTable
                companyId={companyId}
                accounts={options.rowAccounts}
                accountTypes={rules.rows}
                rows={accountRows}
                onChange={setAccountRow}
                onAdd={() => setAccountRows((rows) => (rows.length >= MAX_ROWS ? rows : [...rows, keyed(emptyAccountRow())]))}
                onDelete={(index) => setAccountRows((rows) => deleteRow(rows, index, () => keyed(emptyAccountRow())))}
                errors={errors}
                busy={busy}
              />
              <ItemRowsTable
                items={options.items}
                rows={itemRows}
                onChange={setItemRow}
                onAdd={() => setItemRows((rows) => (rows.length >= MAX_ROWS ? rows : [...rows, keyed(emptyItemRow())]))}
                onDelete={(index) => setItemRows((rows) => deleteRow(rows, index, () => keyed(emptyItemRow())))}
                errors={errors}
                busy={busy}
              />
              <RowErrors errors={errors} />
            </div>

            <div className="grid gap-4 sm:grid-cols-3">
              <TextareaField
                label={screen.commentsLabel}
                name="comments"
                rows={3}
                maxLength={2000}
                containerClassName="sm:col-span-2"
                value={fields.comments}
                onChange={(e) => set({ comments: e.target.value })}
                error={errors.comments}
              />
              <div className="self-end text-right">
                <p className="text-sm font-medium text-slate-600">Total (USD)</p>
                <p className="text-2xl font-semibold tabular-nums text-slate-900" aria-label="Total (USD)" data-testid="document-total">
                  {formatMoney(total)}
                </p>
              </div>
            </div>
          </CardBody>

          <CardFooter className="flex-wrap justify-end gap-2">
            <CancelButton href={cancelHref} disabled={busy} />
            {mode === "edit" ? (
              <>
                <Button type="submit" name="intent" value="save-draft" variant="secondary" disabled={busy}>
                  Save Draft
                </Button>
                <Button type="submit" name="intent" value="save-open" disabled={busy}>
                  Save Bill
                </Button>
              </>
            ) : (
              <SaveButtons busy={busy} draft={Boolean(screen.saveAsDraft)} />
            )}
          </CardFooter>
        </Card>
      </Form>
    </>
  );
}
