import { useLoaderData, useLocation } from "@remix-run/react";
import { useMemo, useState } from "react";
import { menuHref } from "~/components/shell/menu";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { Button } from "~/components/ui/button";
import { useChecksLoaded, useDeferredChecks } from "~/components/ui/deferred-validation";
import { useFormDraft } from "~/components/ui/form-draft";
import { SaveButtons } from "~/components/ui/save-buttons";
import { failedReply, guardedClientAction } from "~/components/ui/save-guard";
import { useHydrated } from "~/components/ui/use-hydrated";
import { NETWORK_ERROR_MESSAGE } from "~/lib/submit-errors";
import { cleanMoneyInput } from "~/modules/inventory/inventory-item-rules";
import type { ItemErrorMap } from "./item-form-data";
import { ITEM_FIELD_SETS, type ItemFieldSetProps } from "./item-form-fields";
import {
  ItemFormFrame,
  recheckLater,
  SaveProblemModals,
  SaveRefusal,
  TabButtons,
  textField,
  useSaveAnswer,
  useSaveForm,
  useSaveModal,
  useSaving,
} from "./item-form-frame";
import {
  firstTabOf,
  ITEM_FORM_TYPES,
  itemFormTypeOf,
  type ItemChecks,
  type ItemField,
  type ItemFormAnswerBase,
  type ItemFormLoadedBase,
  type ItemFormTypeRow,
  type ItemTabRow,
} from "./item-form-types";
import { ProfitLossDialog, useProfitLoss } from "./profit-loss-dialog";

// The item form: Vendor Service Item, Vendor Product Item and Inventory Item, new and edit, one
// component. Its type's row (./item-form-types.ts) says which field sets each of the two tabs holds,
// the names the fields post under and the words; conform holds every value. Before JavaScript runs
// the tabs are sections one after another (the server checks everything on save). The rules are the
// type's schema, run by conform in the browser and again by the action. New: Cancel and Next on the
// first tab (Next checks the tab), Cancel, Save and New and Save and Close on the last; an edit saves
// with Save Changes on both tabs, or Save and Close where the type has no Save Changes. A save with
// problems opens the type's dialog on the first tab with one; the price rules run as the prices are
// typed; when the item is both sold and bought at positive prices without errors, leaving a price
// (or ticking a box) opens the profit and loss analysis. The group, vendor and account selects end
// in "Add New": the item group dialog, New Vendor, the Account Creation dialog.

/** The item routes' client action: a save that gets no answer or a 5xx keeps the form with what was typed. */
export const itemFormClientAction = () =>
  guardedClientAction({ network: NETWORK_ERROR_MESSAGE }, (formData, failure): ItemFormAnswerBase => {
    const row = ITEM_FORM_TYPES[itemFormTypeOf(formData)];
    const { message, alert } = row.failedSave(failure.message);
    return {
      status: "invalid",
      revision: `failed-${Date.now()}`,
      result: failedReply(formData, message),
      messages: [message],
      failure: alert ? message : null,
      values: row.valuesFromForm(formData),
    };
  });

/** The page of every item route (their default export). */
export function ItemFormRoute() {
  const loaded = useLoaderData<ItemFormLoadedBase>();
  const answer = useSaveAnswer<ItemFormAnswerBase>();
  const location = useLocation();
  const row = ITEM_FORM_TYPES[loaded.type];
  const draft = useFormDraft(row.formId(loaded.mode));
  // A draft kept when the last save got no answer (or met an expired session) starts the form.
  const start = draft.restored ? { ...loaded, values: row.valuesFromForm(draft.restored) as ItemFormLoadedBase["values"] } : loaded;
  return (
    <div {...draft.draftProps}>
      <ItemForm key={`${location.key}-${answer?.revision ?? ""}-${draft.restoredKey}`} loaded={start} answer={answer} />
    </div>
  );
}

/** The checks of each type, loaded once per page (ADR 0027): zod's conform adapter and the type's schema. */
const CHECK_LOADERS = new Map<ItemFormTypeRow, () => Promise<Checks>>();
interface Checks {
  parseWithZod: typeof import("@conform-to/zod/v4").parseWithZod;
  schemaOf: ItemChecks;
}
function checksOf(row: ItemFormTypeRow) {
  if (!CHECK_LOADERS.has(row)) {
    CHECK_LOADERS.set(row, async () => {
      const [{ parseWithZod }, schema] = await Promise.all([import("@conform-to/zod/v4"), row.loadChecks()]);
      const schemas = new Map<boolean, ReturnType<ItemChecks>>();
      const schemaOf = (editing: boolean) => {
        if (!schemas.has(editing)) schemas.set(editing, schema(editing));
        return schemas.get(editing)!;
      };
      return { parseWithZod, schemaOf };
    });
  }
  return CHECK_LOADERS.get(row)!;
}

const asText = (value: Record<string, unknown> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(value ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

function toFormData(values: Record<string, string>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== "") formData.append(name, value);
  return formData;
}

export function ItemForm({ loaded, answer }: { loaded: ItemFormLoadedBase; answer: ItemFormAnswerBase | undefined }) {
  const { mode, companyId } = loaded;
  const row = ITEM_FORM_TYPES[loaded.type];
  const editing = mode === "edit";
  const hydrated = useHydrated();
  const busy = useSaving();
  const listHref = menuHref(companyId, row.listPath);
  const nameOf = (field: ItemField) => row.names[field] ?? "";

  // The type's checks load after the screen appears (ADR 0027); until then nothing is checked in the
  // browser (a save waits for them, Next too).
  const checks = useDeferredChecks(checksOf(row));
  const checksLoaded = useChecksLoaded(checks);
  const parse = (loadedChecks: Checks, formData: FormData) =>
    loadedChecks.parseWithZod(formData, { schema: loadedChecks.schemaOf(editing), disableAutoCoercion: true });
  const check = (formData: FormData): ItemErrorMap => {
    if (!checks.current) return {};
    const submission = parse(checks.current, formData);
    return submission.status === "error" ? (submission.error ?? {}) : {};
  };

  const [first, last] = row.tabs;
  const [tab, setTab] = useState<string>(() => (answer ? firstTabOf(row, answer.result.error) : first.value));
  // What the server refused: a refusal the alert says on its own ("Error saving …"), the rules' in the dialog.
  const [modal, setModal] = useSaveModal(answer);

  // conform holds the values (under the names the type posts) from the loader's or the refused save's.
  const start = (answer?.values ?? loaded.values) as ItemFormLoadedBase["values"];
  const [form, fields] = useSaveForm({
    id: row.formId(mode),
    checks,
    parse,
    lastResult: answer?.result,
    onSaveProblems: (errors) => {
      const problems = row.saveProblems(errors);
      if (!problems) return;
      setModal(problems.kind === "alert" ? { kind: "alert", title: "Error", message: problems.message } : problems);
      setTab(problems.tab);
    },
    defaultValue: row.start(start),
  });
  const values = useMemo(() => asText(form.value), [form.value]);
  const ticked = (field: ItemField) => values[nameOf(field)] === "on";

  // The live price rules as the values stand, shown beside conform's errors (they replace conform's
  // readings of the same rules, which may be older).
  const liveOf = (current: Record<string, string>) => row.live(current, checksLoaded ? (payload) => check(toFormData(payload)) : null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const live = useMemo(() => liveOf(values), [values, checksLoaded, row]);
  const errors = form.allErrors;
  const errorsOf = (name: string, liveErrors: Record<string, string[]> | null) => {
    const shown = errors[name] ?? [];
    const list = liveErrors ? [...shown.filter((m) => !row.isLive(m)), ...(liveErrors[name] ?? [])] : shown;
    return list.length ? [...new Set(list)] : undefined;
  };
  const errorOf = (name: string) => errorsOf(name, live);
  const recheck = (...names: string[]) => recheckLater(form, names.filter(Boolean));

  // The profit and loss analysis: on leaving a price (or ticking a box), once per pair of prices.
  const profitLoss = useProfitLoss(row.profitLoss, loaded.values);
  const analyse = (changed?: Record<string, string>) => {
    const current = changed ?? values;
    const currentLive = changed ? liveOf(changed) : live;
    const hasErrors = ["salesPrice", "purchasePrice"].some((field) => errorsOf(nameOf(field as ItemField), currentLive)?.length);
    const on = (field: ItemField) => current[nameOf(field)] === "on";
    profitLoss.analyse({
      sells: on("sells"),
      buys: nameOf("buys") ? on("buys") : true,
      salesPrice: current[nameOf("salesPrice")] ?? "",
      purchasePrice: current[nameOf("purchasePrice")] ?? "",
      hasErrors,
    });
  };

  const keepClean = (input: HTMLInputElement, clean: (text: string) => string) => {
    if (!hydrated) return;
    const cleaned = clean(input.value);
    if (cleaned !== input.value) input.value = cleaned;
  };
  const money = (field: ItemField) => ({
    ...textField(fields[nameOf(field)]),
    inputMode: "decimal" as const,
    autoComplete: "off",
    maxLength: row.money.maxLength,
    // Where the type keeps money inputs clean: digits and one point, 2 decimals, corrected in place (conform reads it as it stands).
    ...(row.money.cleanAsTyped ? { onChange: (e: { target: HTMLInputElement }) => keepClean(e.target, cleanMoneyInput) } : {}),
    onBlur: () => analyse(),
    error: errorOf(nameOf(field)),
  });

  /** Next: the first tab's errors show (and keep it open); without any, the next tab opens. */
  const next = async () => {
    if (!checks.current) await checks.loaded;
    const element = document.getElementById(form.id) as HTMLFormElement | null;
    if (!element) return;
    const found = check(new FormData(element));
    const names = row.errorNamesOfTab(found, first.value);
    for (const name of new Set([...names, ...row.errorNamesOfTab(errors, first.value)])) form.validate({ name });
    if (!names.length) setTab(last.value);
  };

  const buttons = (which: ItemTabRow) => {
    if (editing && row.editSave) {
      return (
        <TabButtons cancelHref={listHref} busy={busy}>
          <Button type="submit" name="intent" value={row.editSave.intent} disabled={busy}>
            {busy ? "Saving..." : row.editSave.label}
          </Button>
        </TabButtons>
      );
    }
    if (which === first) {
      // Without JavaScript both sections are on the page: the buttons are at the end only.
      return hydrated ? (
        <TabButtons cancelHref={listHref} busy={busy}>
          {editing ? (
            <SaveButtons busy={busy} andNew={false} />
          ) : (
            <Button type="button" onClick={() => void next()}>
              Next
            </Button>
          )}
        </TabButtons>
      ) : null;
    }
    return (
      <TabButtons cancelHref={listHref} busy={busy}>
        <SaveButtons busy={busy} andNew={!editing} />
      </TabButtons>
    );
  };

  const set: ItemFieldSetProps = { row, loaded, fields, editing, values, nameOf, ticked, errorOf, recheck, analyse, money, keepClean };
  const content = (which: ItemTabRow) => (
    <div className="space-y-5">
      {which.sets.map((name) => {
        const FieldSet = ITEM_FIELD_SETS[name];
        return <FieldSet key={name} set={set} />;
      })}
      {buttons(which)}
    </div>
  );

  const title = editing ? row.title.edit : row.title.new;
  const refusal = answer?.messages.length ? answer : undefined;
  const area = { label: row.crumbs.area, to: listHref };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Breadcrumb
        items={
          editing || row.crumbs.listOnNew ? [area, { label: row.crumbs.list, to: listHref }, { label: title }] : [area, { label: title }]
        }
      />
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {loaded.item?.billStatus ? <span className="text-sm text-slate-600">Bill Status: {loaded.item.billStatus}</span> : null}
      </div>
      {refusal && !hydrated ? (
        <SaveRefusal title={refusal.failure ?? row.dialog.intro} messages={refusal.failure ? [] : refusal.messages} />
      ) : null}
      <ItemFormFrame
        form={form}
        title={title}
        defaultSave={editing && row.editSave ? row.editSave : { intent: "save-close", label: "Save and Close" }}
        version={editing ? start.version : undefined}
        tabsLabel={row.tabsLabel(title)}
        tab={tab}
        onTabChange={setTab}
        tabs={row.tabs.map((which) => ({ value: which.value, label: which.label, content: content(which) }))}
        side={row.side}
      />

      <SaveProblemModals modal={modal} onClose={() => setModal(null)} title={row.dialog.title} intro={row.dialog.intro} />
      <ProfitLossDialog analysis={profitLoss.analysis} onClose={profitLoss.close} />
    </div>
  );
}
