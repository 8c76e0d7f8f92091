import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { AccountRowsTable, ItemRowsTable } from "~/components/documents/document-rows";
import { EnterRefreshes, FormSummary, NoScriptUpdate, RowErrors } from "~/components/documents/form-parts";
import { DocumentFormButtons, useDocumentForm, type PartyReader } from "~/components/documents/use-document-form";
import { Card, CardBody, CardFooter } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/field";
import { formatMoney, type Cents } from "~/lib/money";
import { dueDateFor } from "~/modules/purchases/due-date";
import { balanceProblem, partyOfVendor, spendableOf, type VendorParty } from "~/modules/purchases/form-rules";
import { PURCHASE_KIND_INFO } from "~/modules/purchases/kinds/info";
import { PURCHASE_MESSAGES } from "~/modules/purchases/constants";
import { partyTermOrDefault, type PaymentTermChoice } from "~/modules/purchases/views";
import { DocumentHeader, type FieldSetProps, type HeaderFields } from "./field-sets";
import {
  emptyAccountRow,
  emptyItemRow,
  isoDate,
  isSaveIntent,
  liveTotal,
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

/** The vendor's contacts, Bill To and payment term (else the company's default), read when a vendor is chosen. */
const vendorReader = (terms: readonly PaymentTermChoice[]): PartyReader<Fields, VendorParty> => ({
  field: "vendorId",
  url: (id) => `/api/vendor/vendors/${encodeURIComponent(id)}`,
  read: (body) => partyOfVendor((body as { vendor: Parameters<typeof partyOfVendor>[0] }).vendor),
  fill: (vendor) => ({ billTo: vendor.billTo, paymentTermId: partyTermOrDefault(vendor.paymentTermId, terms) }),
  // A new vendor: its contacts, and no contact or phone until one is chosen.
  clearOnChoose: { contactName: "", phone: "" },
  clearOnNone: { billTo: "" },
  failMessage: "Unable to load the vendor's contacts.",
});

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
  const {
    hydrated,
    busy,
    fields,
    set,
    accountTable,
    itemTable,
    party,
    chooseParty: chooseVendor,
    form,
    errors,
    summary,
    refuse,
  } = useDocumentForm({
    id: `purchase-${kind}-${mode}`,
    view,
    emptyAccountRow,
    emptyItemRow,
    loadChecks,
    check: (check, formData) => check(formData, kind),
    party: vendorReader(options.paymentTerms),
    revalidateOn: ["vendorId", "payFromAccountId"],
  });

  // The balance rule as the form changes: the paying account's balance (GET /api/company-account/:id)
  // against the total, looked up again when the account or the rows change.
  const total = liveTotal({ accountRecords: accountTable.rows, itemRecords: itemTable.rows });
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
      refuse([balanceMessage]);
      return;
    }
    form.onSubmit(event);
  };

  const term = options.paymentTerms.find((t) => String(t.id) === fields.paymentTermId) ?? null;
  const dueDate = dueDateFor(term, isoDate(fields.date) ?? today);
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
                {...accountTable}
                errors={errors}
                busy={busy}
              />
              <ItemRowsTable items={options.items} {...itemTable} errors={errors} busy={busy} />
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
            <DocumentFormButtons
              mode={mode}
              busy={busy}
              cancelHref={cancelHref}
              draft={Boolean(screen.saveAsDraft)}
              openLabel="Save Bill"
            />
          </CardFooter>
        </Card>
      </Form>
    </>
  );
}
