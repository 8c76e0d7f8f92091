import { useForm, useInputControl } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { inputClasses } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";
import { BILL_HEADINGS, type CheckPrint } from "~/modules/checks/check-print";
import {
  autoFit,
  CANVAS,
  centerField,
  CHECK_FIELDS,
  clampField,
  DEFAULT_LAYOUT,
  DEFAULT_STUB_VISIBILITY,
  FIELD_LABELS,
  layoutWarnings,
  LIMITS,
  PAGE,
  PRE_PRINTED,
  STUB_FLAGS,
  type StubChoices,
  STUB_LABELS,
  STUB_TITLES,
  toPagePoints,
  type CheckField,
  type CheckLayout,
  type FieldBox,
  type StubVisibility,
} from "~/modules/checks/layout";

// The check's layout as Print Check edits it, and the page previews drawn from the same numbers the
// PDF renderer reads (layout.ts): the remittance stub toggles, the 600 × 280 preview whose fields
// drag (pointer events, clamped inside it; arrow keys nudge a focused field), Edit Fields with the
// input limits, per-field Reset, Auto Fit and Center, Reset All, and the edge/overlap warnings
// (3 s, one at a time). One form saves it all; without JavaScript the numbers are the form. The
// stub toggles and the titles box are conform fields (Select All and the others change them through
// an input control); the field boxes stay in the panel's state, as the drag moves them.

/** A check as the preview shows it: the same data the PDF prints. */
export interface PreviewCheck {
  id: number;
  number: string;
  print: CheckPrint;
}

const KEYS = ["x", "y", "width", "height", "fontSize"] as const;
const KEY_LABELS = { x: "X", y: "Y", width: "Width", height: "Height", fontSize: "Font size" } as const;
const limitsOf = (f: CheckField, k: (typeof KEYS)[number]) => (k === "width" ? LIMITS.width[f] : LIMITS[k]);

function fieldText(f: CheckField, check: PreviewCheck | undefined): string {
  if (!check) return FIELD_LABELS[f];
  const p = check.print;
  return { date: p.date, amount: `**${p.amount}`, payee: p.payee, memo: p.memo, amountInWords: p.amountInWords }[f];
}

function warningText(layout: CheckLayout): string | null {
  const { nearEdge, overlaps } = layoutWarnings(layout);
  if (overlaps.length) return `${FIELD_LABELS[overlaps[0][0]]} overlaps ${FIELD_LABELS[overlaps[0][1]]}.`;
  if (nearEdge.length) return `${FIELD_LABELS[nearEdge[0]]} is within ${CANVAS.edgeMargin} px of the check's edge.`;
  return null;
}

export function LayoutPanel(props: {
  layout: CheckLayout;
  stubFields: StubVisibility;
  showStubTitles: boolean;
  saved: boolean;
  note: string;
  checks: PreviewCheck[];
  hidden: Record<string, string | string[]>;
  /** The stub choices as they change (the Download PDF link sends them: the PDF prints what the preview shows) */
  onStubChoices?: (choices: StubChoices) => void;
}) {
  const hydrated = useHydrated();
  const [layout, setLayout] = useState<CheckLayout>(props.layout);
  const [form, fields] = useForm<{ stub: string[]; showStubTitles: string }>({
    id: "check-layout",
    defaultValue: { stub: STUB_FLAGS.filter((flag) => props.stubFields[flag]), showStubTitles: props.showStubTitles ? "on" : "" },
  });
  const stubControl = useInputControl(fields.stub);
  const titlesControl = useInputControl(fields.showStubTitles);
  const shown = [stubControl.value ?? []].flat();
  const stubs = Object.fromEntries(STUB_FLAGS.map((flag) => [flag, shown.includes(flag)])) as StubVisibility;
  const setStubs = (next: StubVisibility) => stubControl.change(STUB_FLAGS.filter((flag) => next[flag]));
  const titles = titlesControl.value === "on";
  // The preview's choices go up to the screen (its Download PDF link carries them), once per change.
  const { onStubChoices } = props;
  const stubKey = STUB_FLAGS.filter((flag) => stubs[flag]).join(",");
  useEffect(() => {
    const on = stubKey.split(",");
    const stubFields = Object.fromEntries(STUB_FLAGS.map((flag) => [flag, on.includes(flag)])) as StubVisibility;
    onStubChoices?.({ stubFields, showStubTitles: titles });
  }, [stubKey, titles, onStubChoices]);
  const [mode, setMode] = useState<"drag" | "edit">("drag");
  const [selected, setSelected] = useState<CheckField | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const lastWarning = useRef(0);
  const drag = useRef<{ field: CheckField; dx: number; dy: number } | null>(null);
  const canvas = useRef<HTMLDivElement>(null);

  // A warning shows for 3 s, and at most one every 3 s.
  useEffect(() => {
    const text = warningText(layout);
    if (!text || Date.now() - lastWarning.current < 3000) return;
    lastWarning.current = Date.now();
    setWarning(text);
    const timer = setTimeout(() => setWarning(null), 3000);
    return () => clearTimeout(timer);
  }, [layout]);

  const setField = (f: CheckField, box: FieldBox) => setLayout((l) => ({ ...l, [f]: clampField(f, box) }));

  const onPointerDown = (f: CheckField) => (e: PointerEvent<HTMLDivElement>) => {
    if (mode !== "drag") return;
    const rect = canvas.current!.getBoundingClientRect();
    drag.current = { field: f, dx: e.clientX - rect.left - layout[f].x, dy: e.clientY - rect.top - layout[f].y };
    e.currentTarget.setPointerCapture(e.pointerId);
    setSelected(f);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const rect = canvas.current!.getBoundingClientRect();
    setField(d.field, { ...layout[d.field], x: e.clientX - rect.left - d.dx, y: e.clientY - rect.top - d.dy });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (f: CheckField) => (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 10 : 1;
    const move = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (!move) return;
    e.preventDefault();
    setField(f, { ...layout[f], x: layout[f].x + move[0], y: layout[f].y + move[1] });
  };

  const editing = !hydrated || mode === "edit";
  const sample = props.checks[0];

  return (
    <Form id={form.id} onSubmit={form.onSubmit} method="post" aria-label="Check layout" className="space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value="layout" />
      {Object.entries(props.hidden).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v) => <input key={`${name}-${v}`} type="hidden" name={name} value={v} />),
      )}

      <details open className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">Remittance Advice Stub Fields</summary>
        <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {STUB_FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.stub.name}
                value={flag}
                checked={stubs[flag]}
                onChange={(e) => setStubs({ ...stubs, [flag]: e.currentTarget.checked })}
              />
              {STUB_LABELS[flag]}
            </label>
          ))}
        </div>
        <label className="mt-3 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={fields.showStubTitles.name}
            checked={titles}
            onChange={(e) => titlesControl.change(e.currentTarget.checked ? "on" : "")}
          />
          Show REMITTANCE ADVICE titles
        </label>
        {hydrated ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setStubs(Object.fromEntries(STUB_FLAGS.map((f) => [f, true])) as StubVisibility)}
            >
              Select All
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setStubs(Object.fromEntries(STUB_FLAGS.map((f) => [f, false])) as StubVisibility)}
            >
              Deselect All
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setStubs(DEFAULT_STUB_VISIBILITY)}>
              Reset Defaults
            </Button>
          </div>
        ) : null}
      </details>

      <details open className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">Check Layout Preview</summary>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {hydrated ? (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              aria-pressed={mode === "edit"}
              onClick={() => {
                setMode((m) => (m === "drag" ? "edit" : "drag"));
                setSelected(null);
              }}
            >
              {mode === "drag" ? "Edit Fields" : "Drag Fields"}
            </Button>
          ) : null}
          {hydrated ? (
            <Button type="button" variant="secondary" size="sm" onClick={() => setLayout(DEFAULT_LAYOUT)}>
              Reset All
            </Button>
          ) : (
            <a href="?resetLayout=1" className="text-sm">
              Reset All
            </a>
          )}
          <span className="text-sm text-slate-600">{props.note}</span>
        </div>
        {warning ? (
          <p role="alert" className="mt-2 rounded border border-amber-200 bg-amber-50 px-3 py-1 text-sm text-amber-900">
            {warning}
          </p>
        ) : null}
        <div className="mt-3 overflow-x-auto">
          <div
            ref={canvas}
            data-testid="layout-canvas"
            className="relative border border-dashed border-slate-400 bg-sky-50"
            style={{ width: CANVAS.width, height: CANVAS.height, touchAction: "none" }}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
          >
            {CHECK_FIELDS.map((f) => {
              const b = layout[f];
              return (
                <div
                  key={f}
                  role="button"
                  tabIndex={0}
                  aria-label={`${FIELD_LABELS[f]} at ${b.x}, ${b.y}`}
                  data-field={f}
                  onPointerDown={onPointerDown(f)}
                  onKeyDown={onKeyDown(f)}
                  onFocus={() => setSelected(f)}
                  className={cn(
                    "absolute cursor-move select-none overflow-hidden whitespace-nowrap rounded border bg-white/80 px-1 text-slate-900",
                    selected === f ? "border-blue-600 ring-2 ring-blue-300" : "border-slate-400",
                  )}
                  style={{ left: b.x, top: b.y, width: b.width, height: b.height, fontSize: b.fontSize, lineHeight: `${b.height}px` }}
                >
                  {fieldText(f, sample)}
                </div>
              );
            })}
          </div>
        </div>
        <table className="mt-3 text-sm" aria-label="Field positions">
          <thead>
            <tr className="text-left text-slate-600">
              <th className="pr-3">Field</th>
              {KEYS.map((k) => (
                <th key={k} className="pr-3">
                  {KEY_LABELS[k]}
                </th>
              ))}
              {hydrated && editing ? <th>Actions</th> : null}
            </tr>
          </thead>
          <tbody>
            {CHECK_FIELDS.map((f) => (
              <tr key={f}>
                <th scope="row" className="pr-3 text-left font-medium">
                  {FIELD_LABELS[f]}
                </th>
                {KEYS.map((k) => {
                  const limit = limitsOf(f, k);
                  return (
                    <td key={k} className="pr-3">
                      {editing ? (
                        <input
                          type="number"
                          name={`${f}.${k}`}
                          aria-label={`${FIELD_LABELS[f]} ${KEY_LABELS[k]}`}
                          min={limit.min}
                          max={limit.max}
                          step={1}
                          value={hydrated ? layout[f][k] : undefined}
                          defaultValue={hydrated ? undefined : layout[f][k]}
                          onChange={(e) => {
                            const n = Number(e.currentTarget.value);
                            if (e.currentTarget.value !== "" && Number.isFinite(n)) setField(f, { ...layout[f], [k]: n });
                          }}
                          className={cn(inputClasses, "w-20 py-1")}
                        />
                      ) : (
                        <>
                          <input type="hidden" name={`${f}.${k}`} value={layout[f][k]} />
                          {layout[f][k]}
                        </>
                      )}
                    </td>
                  );
                })}
                {hydrated && editing ? (
                  <td className="space-x-1 whitespace-nowrap">
                    <Button type="button" size="sm" variant="ghost" onClick={() => setLayout((l) => ({ ...l, [f]: DEFAULT_LAYOUT[f] }))}>
                      Reset
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => setLayout((l) => ({ ...l, [f]: autoFit(f, l[f], fieldText(f, sample)) }))}
                    >
                      Auto Fit
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setLayout((l) => ({ ...l, [f]: centerField(f, l[f]) }))}>
                      Center
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        <Button type="submit" className="mt-3">
          {props.saved ? "Update Adjustments" : "Save Adjustments"}
        </Button>
      </details>

      {props.checks.map((check) => (
        <PagePreview key={check.number} check={check} layout={layout} stubs={stubs} titles={titles} />
      ))}
    </Form>
  );
}

const SCALE = 0.9;

/** One check's 8.5 × 11 in page: the check's fields on top, two remittance stubs below (as the PDF draws them). */
function PagePreview({
  check,
  layout,
  stubs,
  titles,
}: {
  check: PreviewCheck;
  layout: CheckLayout;
  stubs: StubVisibility;
  titles: boolean;
}) {
  const p = check.print;
  const headings = p.headings ?? BILL_HEADINGS;
  const pt = (n: number) => n * SCALE;
  return (
    <section aria-label={`Preview of ${check.number}`} className="overflow-x-auto">
      <h3 className="mb-2 font-semibold text-slate-900">Preview: {check.number}</h3>
      <div className="relative border border-slate-300 bg-white shadow" style={{ width: pt(PAGE.width), height: pt(PAGE.height) }}>
        <div
          className="absolute inset-x-0 top-0 border-b border-dashed border-slate-300 bg-slate-50"
          style={{ height: pt(PAGE.checkHeight) }}
        >
          {CHECK_FIELDS.map((f) => {
            const b = toPagePoints(layout[f]);
            return (
              <span
                key={f}
                data-preview-field={f}
                className="absolute overflow-hidden whitespace-nowrap"
                style={{ left: pt(b.x), top: pt(b.y), width: pt(b.width), height: pt(b.height), fontSize: pt(b.fontSize) }}
              >
                {fieldText(f, check)}
              </span>
            );
          })}
        </div>
        {[0, 1].map((i) => (
          <div
            key={i}
            className="absolute inset-x-0 px-8 text-slate-900"
            style={{ top: pt(PAGE.checkHeight + i * PAGE.stubHeight + 10), height: pt(PAGE.stubHeight), fontSize: pt(9) }}
          >
            {titles ? (
              <p className="font-bold" style={{ fontSize: pt(11) }}>
                {STUB_TITLES[i]}
              </p>
            ) : null}
            <div className="mt-1 flex justify-between">
              <div>
                {stubs.vendorName ? <p className="font-bold">{p.payee}</p> : null}
                {stubs.vendorPhone && p.vendorPhone ? <p>{p.vendorPhone}</p> : null}
                {stubs.vendorAddress ? p.vendorAddress.map((line) => <p key={line}>{line}</p>) : null}
              </div>
              <div>
                <p>Check No: {PRE_PRINTED}</p>
                <p>Date: {p.date}</p>
                <p>Amount: ${p.amount}</p>
              </div>
            </div>
            <table className="mt-2 w-full text-left">
              <thead>
                <tr>
                  {stubs.billNumber ? <th>{headings.number}</th> : null}
                  {stubs.billDate ? <th>{headings.date}</th> : null}
                  {stubs.billAmount ? <th>{headings.amount}</th> : null}
                  {stubs.amountPaid ? <th>{headings.paid}</th> : null}
                  {stubs.amountPaid && p.billRecords.some((b) => b.creditApplied) ? <th>Credit Applied</th> : null}
                  {stubs.description ? <th>Description</th> : null}
                </tr>
              </thead>
              <tbody>
                {p.billRecords.map((b, j) => (
                  <tr key={j}>
                    {stubs.billNumber ? <td>{b.billNumber}</td> : null}
                    {stubs.billDate ? <td>{b.billDate}</td> : null}
                    {stubs.billAmount ? <td>{b.billAmount}</td> : null}
                    {stubs.amountPaid ? <td>{b.amountPaid}</td> : null}
                    {stubs.amountPaid && p.billRecords.some((r) => r.creditApplied) ? <td>{b.creditApplied}</td> : null}
                    {stubs.description ? <td>{b.description}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
            {stubs.totalPayment ? <p className="mt-2 text-right font-bold">Total Payment: {p.totalPayment}</p> : null}
          </div>
        ))}
      </div>
    </section>
  );
}
