import { useReadOnly } from "~/components/ui/read-only";
import { useForm, type SubmissionResult } from "@conform-to/react";
import type { Submission } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { CancelButton } from "~/components/ui/cancel-button";
import { useDeferredChecks, validateWhenLoaded } from "~/components/ui/deferred-validation";
import { useRevalidateOnChange } from "~/components/ui/revalidate-on-change";
import { SaveButtons } from "~/components/ui/save-buttons";
import { useToast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Keyed } from "./document-rows";
import { deleteRow, errorList, isSaveIntent, MAX_ROWS, padRows, type AccountRowValues, type ItemRowValues } from "./row-values";

// The state every document form keeps (purchases and sales alike): its header fields, its two row
// tables, the party (vendor or customer) whose details it shows, conform's form with the kind's
// checks loaded after first paint (ADR 0027), and the refusal's messages. A kind's form brings its
// own header and figures; the frame's behaviour is here once.

/** What a document form shows: the values, the party read for it, and the last answer's findings. */
export interface DocumentFormView<F, A, I, P> {
  values: F & { accountRecords: A[]; itemRecords: I[] };
  party: P | null;
  result?: SubmissionResult<string[]>;
  summary?: string[];
}

/** How a form reads its party (the vendor's or customer's contacts, addresses and terms). */
export interface PartyReader<F, P extends { id: number }> {
  /** The field that names the party (`vendorId`, `customerId`). */
  field: keyof F & string;
  /** The API that answers the party by id. */
  url: (id: string) => string;
  /** The party from the API's body. */
  read: (body: unknown) => P;
  /** The fields a chosen party fills (Bill To, terms…). */
  fill: (party: P) => Partial<F>;
  /** The fields cleared when another party is chosen, and those cleared when none is. */
  clearOnChoose: Partial<F>;
  clearOnNone: Partial<F>;
  /** The toast when the party cannot be read. */
  failMessage: string;
}

export interface DocumentFormOptions<F, A, I, P extends { id: number }, C> {
  /** conform's form id. */
  id: string;
  view: DocumentFormView<F, A, I, P>;
  emptyAccountRow: () => A;
  emptyItemRow: () => I;
  /** Loads the kind's checks (a module-level function: it runs once per mount). */
  loadChecks: () => Promise<C>;
  /** Runs the loaded checks on a submission. */
  check: (checks: C, formData: FormData) => Submission<unknown>;
  party: PartyReader<F, P>;
  /** Fields whose change revalidates the form once it has been submitted. */
  revalidateOn: (keyof F)[];
}

/** One row table's state and handlers, as AccountRowsTable and ItemRowsTable take them. */
function useRowTable<T>(initial: readonly T[], empty: () => T, keyed: (row: T) => Keyed<T>) {
  const [rows, setRows] = useState(() => padRows(initial, empty).map(keyed));
  return {
    rows,
    onChange: (index: number, patch: Partial<T>) => setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    onAdd: () => setRows((list) => (list.length >= MAX_ROWS ? list : [...list, keyed(empty())])),
    onDelete: (index: number) => setRows((list) => deleteRow(list, index, () => keyed(empty()))),
  };
}

export function useDocumentForm<F extends object, A extends AccountRowValues, I extends ItemRowValues, P extends { id: number }, C>(
  options: DocumentFormOptions<F, A, I, P, C>,
) {
  const { view, party: reader } = options;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const toast = useToast();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  const nextKey = useRef(0);
  const keyed = <T,>(row: T): Keyed<T> => ({ ...row, key: nextKey.current++ });
  const { accountRecords, itemRecords, ...initialFields } = view.values;
  const [fields, setFields] = useState<F>(initialFields as unknown as F);
  const accountTable = useRowTable(accountRecords, options.emptyAccountRow, keyed);
  const itemTable = useRowTable(itemRecords, options.emptyItemRow, keyed);
  const [party, setParty] = useState<P | null>(view.party);
  const [clientSummary, setClientSummary] = useState<string[] | null>(null);
  const set = (patch: Partial<F>) => setFields((current) => ({ ...current, ...patch }));

  const checks = useDeferredChecks(options.loadChecks);
  const [form] = useForm({
    id: options.id,
    lastResult: view.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: (context) =>
      validateWhenLoaded(checks, context, (loaded) => {
        const submission = options.check(loaded, context.formData);
        const submitter = context.submitter;
        const intent = submitter?.getAttribute("name") === "intent" ? submitter.getAttribute("value") : null;
        if (isSaveIntent(intent) && submission.status !== "success") refuse(errorList(submission.error));
        return submission;
      }),
  });

  /** Shows messages above the form, the first as a toast too. */
  const refuse = (messages: string[]) => {
    setClientSummary(messages);
    if (messages[0]) toast.error(messages[0]);
  };

  // A refusal from the server: its message as a toast too (the list above the form stays).
  useEffect(() => {
    if (view.summary?.[0]) toast.error(view.summary[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useRevalidateOnChange(form, [accountTable.rows, itemTable.rows, ...options.revalidateOn.map((name) => fields[name])]);

  // The party's details, read when one is chosen; `fill` sets the fields it fills.
  const partySeq = useRef(0);
  const loadParty = async (partyId: string, fill: boolean) => {
    const seq = ++partySeq.current;
    if (!partyId) return setParty(null);
    try {
      const response = await fetch(reader.url(partyId), { headers: { Accept: "application/json" } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const body: unknown = await response.json();
      if (seq !== partySeq.current) return;
      const next = reader.read(body);
      setParty(next);
      if (fill) set(reader.fill(next));
    } catch {
      if (seq !== partySeq.current) return;
      setParty(null);
      toast.error(reader.failMessage);
    }
  };
  const chooseParty = (partyId: string) => {
    set({ [reader.field]: partyId, ...reader.clearOnChoose, ...(partyId ? {} : reader.clearOnNone) } as Partial<F>);
    void loadParty(partyId, true);
  };
  // A form shown again (a failed save, a restored draft) reads its party once.
  useEffect(() => {
    const chosen = String(fields[reader.field] ?? "");
    if (chosen && String(party?.id ?? "") !== chosen) void loadParty(chosen, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    hydrated,
    busy,
    toast,
    fields,
    set,
    accountTable,
    itemTable,
    party,
    chooseParty,
    form,
    errors: form.allErrors,
    summary: clientSummary ?? view.summary,
    refuse,
  };
}

/** A document form's buttons: Cancel, and the saves (a draft's edit saves it as draft or opens it). */
export function DocumentFormButtons({
  mode,
  busy,
  cancelHref,
  draft,
  openLabel,
}: {
  mode: "new" | "edit";
  busy: boolean;
  cancelHref: string;
  /** The new form offers Save as Draft. */
  draft: boolean;
  /** The edit's Save button ("Save Bill", "Save Invoice"). */
  openLabel: string;
}) {
  const readOnly = useReadOnly();
  return (
    <>
      <CancelButton href={cancelHref} disabled={busy} />
      {readOnly ? null : mode === "edit" ? (
        <>
          <Button type="submit" name="intent" value="save-draft" variant="secondary" disabled={busy}>
            Save Draft
          </Button>
          <Button type="submit" name="intent" value="save-open" disabled={busy}>
            {openLabel}
          </Button>
        </>
      ) : (
        <SaveButtons busy={busy} draft={draft} />
      )}
    </>
  );
}
