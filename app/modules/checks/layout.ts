// The check's layout: where each printed field of the check sits (with its input limits and
// defaults) and which fields the two remittance stubs show (the stub visibility flags). One
// module, client-safe and zod-free (its API schemas are in layout-schema.ts), read by the Print
// Check preview and by the PDF renderer alike, so what is previewed is what prints.
//
// Positions are in the preview's pixels: a 600 × 280 box standing for the check, the top third of
// an 8.5 × 11 in page. The PDF maps that box onto the page's top 612 × 252 pt (8.5 × 3.5 in, a US
// business check) through `toPagePoints`; font sizes are points in both.

export const CHECK_FIELDS = ["date", "amount", "payee", "memo", "amountInWords"] as const;
export type CheckField = (typeof CHECK_FIELDS)[number];

export const FIELD_LABELS: Record<CheckField, string> = {
  date: "Date",
  amount: "Amount",
  payee: "Vendor Name (payee)",
  memo: "Memo",
  amountInWords: "Amount in Words",
};

export interface FieldBox {
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
}
export type CheckLayout = Record<CheckField, FieldBox>;

/** The preview canvas and the warning margin. */
export const CANVAS = { width: 600, height: 280, edgeMargin: 20 } as const;

/** The input limits of the Edit Fields dialog. */
export const LIMITS = {
  x: { min: 0, max: 600 },
  y: { min: 0, max: 280 },
  height: { min: 15, max: 50 },
  fontSize: { min: 8, max: 24 },
  width: {
    date: { min: 60, max: 150 },
    amount: { min: 50, max: 200 },
    payee: { min: 100, max: 500 },
    memo: { min: 80, max: 400 },
    amountInWords: { min: 200, max: 600 },
  } satisfies Record<CheckField, { min: number; max: number }>,
} as const;

/** The default layout (font, width, height, x, y). */
export const DEFAULT_LAYOUT: CheckLayout = {
  date: { fontSize: 12, width: 120, height: 18, x: 450, y: 30 },
  amount: { fontSize: 14, width: 120, height: 22, x: 460, y: 95 },
  payee: { fontSize: 14, width: 350, height: 22, x: 99, y: 97 },
  memo: { fontSize: 12, width: 250, height: 18, x: 70, y: 191 },
  amountInWords: { fontSize: 12, width: 450, height: 18, x: 108, y: 150 },
};

/** The template every company has. */
export const DEFAULT_TEMPLATE = "default";

export const STUB_FLAGS = [
  "vendorName",
  "vendorPhone",
  "vendorAddress",
  "billNumber",
  "billDate",
  "billAmount",
  "amountPaid",
  "description",
  "totalPayment",
] as const;
export type StubFlag = (typeof STUB_FLAGS)[number];
export type StubVisibility = Record<StubFlag, boolean>;

export const STUB_LABELS: Record<StubFlag, string> = {
  vendorName: "Vendor Name",
  vendorPhone: "Vendor Phone",
  vendorAddress: "Vendor Address",
  billNumber: "Bill Number",
  billDate: "Bill Date",
  billAmount: "Bill Amount",
  amountPaid: "Amount Paid",
  description: "Description",
  totalPayment: "Total Payment",
};

/** Reset Defaults: every field shown. */
export const DEFAULT_STUB_VISIBILITY: StubVisibility = Object.fromEntries(STUB_FLAGS.map((f) => [f, true])) as StubVisibility;

export const STUB_TITLES = ["REMITTANCE ADVICE (First Stub – Vendor Copy)", "REMITTANCE ADVICE (Second Stub – Company Copy)"] as const;

/** The check number the PDF prints (the number is on the pre-printed stock), and the write screen's. */
export const PRE_PRINTED = "PRE-PRINTED";
export const TO_BE_PRINTED = "TO BE PRINTED";

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A field's box within the input limits, and inside the canvas (as dragging keeps it). */
export function clampField(field: CheckField, box: FieldBox): FieldBox {
  const width = clamp(Math.round(box.width), LIMITS.width[field].min, LIMITS.width[field].max);
  const height = clamp(Math.round(box.height), LIMITS.height.min, LIMITS.height.max);
  return {
    width,
    height,
    fontSize: clamp(Math.round(box.fontSize), LIMITS.fontSize.min, LIMITS.fontSize.max),
    x: clamp(Math.round(box.x), LIMITS.x.min, Math.max(LIMITS.x.min, CANVAS.width - width)),
    y: clamp(Math.round(box.y), LIMITS.y.min, Math.max(LIMITS.y.min, CANVAS.height - height)),
  };
}

/** Auto Fit: 8 px per character plus 20 within the width limits; font size + 8 within 20–35. */
export function autoFit(field: CheckField, box: FieldBox, text: string): FieldBox {
  const width = clamp(text.length * 8 + 20, LIMITS.width[field].min, LIMITS.width[field].max);
  const height = clamp(box.fontSize + 8, 20, 35);
  return clampField(field, { ...box, width, height });
}

/** Center: the field centered across the canvas, at its height. */
export function centerField(field: CheckField, box: FieldBox): FieldBox {
  return clampField(field, { ...box, x: (CANVAS.width - box.width) / 2 });
}

/** The fields too close to an edge (within 20 px) and the pairs that overlap. */
export function layoutWarnings(layout: CheckLayout): { nearEdge: CheckField[]; overlaps: [CheckField, CheckField][] } {
  const m = CANVAS.edgeMargin;
  const nearEdge = CHECK_FIELDS.filter((f) => {
    const b = layout[f];
    return b.x < m || b.y < m || b.x + b.width > CANVAS.width - m || b.y + b.height > CANVAS.height - m;
  });
  const overlaps: [CheckField, CheckField][] = [];
  CHECK_FIELDS.forEach((a, i) =>
    CHECK_FIELDS.slice(i + 1).forEach((b) => {
      const p = layout[a];
      const q = layout[b];
      if (p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height) overlaps.push([a, b]);
    }),
  );
  return { nearEdge, overlaps };
}

/** The check area on the PDF page, in points, from the page's top-left corner. */
export const PAGE = { width: 612, height: 792, checkHeight: 252, stubHeight: 270 } as const;

/** A field's box on the page in points, measured from the page's top-left corner. */
export function toPagePoints(box: FieldBox): FieldBox {
  const sx = PAGE.width / CANVAS.width;
  const sy = PAGE.checkHeight / CANVAS.height;
  return { x: box.x * sx, y: box.y * sy, width: box.width * sx, height: box.height * sy, fontSize: box.fontSize };
}

/** A layout as a client sends it (customCoordinates, fieldAdjustments), checked by layout-schema.ts: each field optional. */
export type CheckLayoutInput = Partial<Record<CheckField, FieldBox>>;

/** Stub flags as a client sends them (stubFieldVisibility), checked by layout-schema.ts: each optional. */
export type StubVisibilityInput = Partial<Record<StubFlag, boolean>>;

/** A full layout: what is given over `base` (the saved one, else the default), each field clamped. */
export function completeLayout(given: CheckLayoutInput | null | undefined, base: CheckLayout = DEFAULT_LAYOUT): CheckLayout {
  return Object.fromEntries(CHECK_FIELDS.map((f) => [f, clampField(f, { ...base[f], ...(given?.[f] ?? {}) })])) as CheckLayout;
}

/** Full stub flags: what is given over `base` (default: every field shown). */
export function completeStubVisibility(
  given: StubVisibilityInput | null | undefined,
  base: StubVisibility = DEFAULT_STUB_VISIBILITY,
): StubVisibility {
  return Object.fromEntries(STUB_FLAGS.map((f) => [f, given?.[f] ?? base[f]])) as StubVisibility;
}

/** The stub choices of Print Check (the preview's ticks), as the PDF and the print queue read them. */
export interface StubChoices {
  stubFields: StubVisibility;
  showStubTitles: boolean;
}

/** Something with form or query values: URLSearchParams, FormData. */
interface Values {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

/** The stub choices as a query: `stubs=1`, a `stub` per field shown, `showStubTitles=on` (the Download PDF link's). */
export function stubChoicesQuery(choices: StubChoices): string {
  const q = new URLSearchParams({ stubs: "1" });
  for (const f of STUB_FLAGS) if (choices.stubFields[f]) q.append("stub", f);
  if (choices.showStubTitles) q.set("showStubTitles", "on");
  return q.toString();
}

/** The stub choices of a form: a `stub` per field ticked (the others off), `showStubTitles=on` for the titles. */
export function readStubChoices(values: Values): StubChoices {
  const ticked = new Set(values.getAll("stub").map(String));
  return {
    stubFields: Object.fromEntries(STUB_FLAGS.map((f) => [f, ticked.has(f)])) as StubVisibility,
    showStubTitles: values.get("showStubTitles") === "on",
  };
}

/** The stub choices a link or form sent (marked `stubs=1`), or null when it sent none (the saved layout's then). */
export function parseStubChoices(values: Values): StubChoices | null {
  return values.get("stubs") === "1" ? readStubChoices(values) : null;
}

/** A bill number as the stubs show it: the prefix up to -BILL- removed; BILL-0007 → 0007. */
export function stubBillNumber(number: string): string {
  const match = /^(?:.*-)?BILL-(.+)$/.exec(number);
  return match ? match[1] : number;
}

/** A memo drops the prefix before -PAY-: ACME-PAY-0003 → PAY-0003. */
export function memoWithoutPrefix(memo: string): string {
  const at = memo.indexOf("-PAY-");
  return at > 0 ? memo.slice(at + 1) : memo;
}

// The check stock and the offsets (Settings › Check Print's defaults, Print Check's per print; ADR
// 0071). Voucher stock is a Letter page of three parts: the check (3.5 in) and two remittance
// stubs (3.75 in each); the stock says where the check sits. The offsets move every field of the
// check by the same amount, in the preview's pixels (the unit of the layout panel), to match a
// printer that feeds the page a little off.

export const CHECK_STOCKS = ["voucher-top", "voucher-middle", "voucher-bottom"] as const;
export type CheckStock = (typeof CHECK_STOCKS)[number];

export const CHECK_STOCK_LABELS: Record<CheckStock, string> = {
  "voucher-top": "Voucher, check on top (two stubs below)",
  "voucher-middle": "Voucher, check in the middle (a stub above and below)",
  "voucher-bottom": "Voucher, check at the bottom (two stubs above)",
};

/** The offsets' limits, in the preview's pixels. */
export const OFFSET_LIMITS = { min: -100, max: 100 } as const;

/** Where the check prints: the stock and the offsets (preview pixels; + moves right and down). */
export interface CheckPlacement {
  stock: CheckStock;
  offsetX: number;
  offsetY: number;
}

export const DEFAULT_PLACEMENT: CheckPlacement = { stock: "voucher-top", offsetX: 0, offsetY: 0 };

/** The page's parts for a stock: the check's top and the two stubs' tops, in points from the page's top. */
export function stockSections(stock: CheckStock): { check: number; stubs: [number, number] } {
  if (stock === "voucher-middle") return { check: PAGE.stubHeight, stubs: [0, PAGE.stubHeight + PAGE.checkHeight] };
  if (stock === "voucher-bottom") return { check: 2 * PAGE.stubHeight, stubs: [0, PAGE.stubHeight] };
  return { check: 0, stubs: [PAGE.checkHeight, PAGE.checkHeight + PAGE.stubHeight] };
}

const isStock = (value: unknown): value is CheckStock => CHECK_STOCKS.includes(value as CheckStock);

/** An offset as a form or query sends it, or null when it is not a whole number within the limits. */
export function offsetOf(value: unknown): number | null {
  const text = String(value ?? "").trim();
  if (!/^[-+]?\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= OFFSET_LIMITS.min && n <= OFFSET_LIMITS.max ? n : null;
}

/** The placement a form or link sent (`stock`, `offsetX`, `offsetY`), each over `base` when missing or out of bounds. */
export function readPlacement(values: Values, base: CheckPlacement): CheckPlacement {
  const stock = values.get("stock");
  return {
    stock: isStock(stock) ? stock : base.stock,
    offsetX: offsetOf(values.get("offsetX")) ?? base.offsetX,
    offsetY: offsetOf(values.get("offsetY")) ?? base.offsetY,
  };
}

/** The placement kept on a print job (written by the screen), read defensively. */
export function keptPlacement(kept: unknown): Partial<CheckPlacement> {
  if (!kept || typeof kept !== "object") return {};
  const { stock, offsetX, offsetY } = kept as Record<string, unknown>;
  return {
    ...(isStock(stock) ? { stock } : {}),
    ...(offsetOf(offsetX) !== null ? { offsetX: offsetOf(offsetX)! } : {}),
    ...(offsetOf(offsetY) !== null ? { offsetY: offsetOf(offsetY)! } : {}),
  };
}
