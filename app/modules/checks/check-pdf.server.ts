import type { Knex } from "knex";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from "pdf-lib";
import { amountInWords } from "~/lib/amount-in-words";
import { formatUsDate, isoDate } from "~/lib/dates";
import { formatMoney, fromDecimal } from "~/lib/money";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { paymentViews } from "~/modules/purchases/bill-payment-views.server";
import { refundChequeDetails } from "~/modules/sales/refund-cheques.server";
import { brandOf } from "~/modules/branding/branding.server";
import { DomainError } from "~/utils/errors";
import { colorOf, drawLogo, embedLogo, type PdfBrand } from "~/utils/pdf-pen.server";
import { getCheckPrintDefaults } from "./check-print-settings.server";
import { BILL_HEADINGS, CREDIT_HEADINGS, type CheckBillLine, type CheckPrint } from "./check-print";
import { getCheckLayout } from "./check-layouts.server";
import { confirmedCheckOf } from "./checks.server";
import {
  CHECK_FIELDS,
  completeLayout,
  completeStubVisibility,
  memoWithoutPrefix,
  PAGE,
  DEFAULT_PLACEMENT,
  PRE_PRINTED,
  stockSections,
  STUB_TITLES,
  stubBillNumber,
  toPagePoints,
  type CheckField,
  type CheckLayout,
  type CheckPlacement,
  type StubVisibility,
} from "./layout";
import { PDF_MESSAGES, REFUND_CHECK_MESSAGES, type PdfOverlayInput } from "./schema";

// A check as a PDF: one 8.5 × 11 in page, the check on top — payee, date,
// amount, amount in words and memo at the layout's positions (layout.ts maps the preview's 600 × 280
// onto the page's top 8.5 × 3.5 in) — and two remittance stubs below it (vendor copy, company copy)
// with the fields the stub flags choose and what the check pays: the bills a pay bill paid (bill
// numbers without their prefix), or the credits a refund paid back (ADR 0059). The
// check number is the stock's: the PDF prints PRE-PRINTED. Helvetica (a standard font: no font
// file); a character it cannot encode prints as "?". The stock says where on the page the check
// and the stubs sit, the offsets move the check's fields (Settings › Check Print, ADR 0071); with the
// company's branding on check stubs, each stub carries its logo and its accent colour.

export type { CheckBillLine, CheckPrint };

export interface CheckPdfOptions {
  layout: CheckLayout;
  stubFields: StubVisibility;
  showStubTitles: boolean;
  title?: string;
  /** The stock and the offsets (default: check on top, none) */
  placement?: CheckPlacement;
  brand?: PdfBrand | null;
}

const ink = rgb(0, 0, 0);
const grey = rgb(0.45, 0.45, 0.45);

/** The text as the font can show it: one line, unknown characters as "?". */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, " ")].map((c) => (known.has(c.codePointAt(0)!) ? c : "?")).join("");
}

/** Draw text from the page's top-left (points), its baseline `size` × 0.8 below `top`. */
function write(page: PDFPage, font: PDFFont, text: string, x: number, top: number, size: number, color = ink) {
  const shown = printable(font, text);
  if (!shown) return;
  page.drawText(shown, { x, y: PAGE.height - top - size * 0.8, size, font, color });
}

/** The font size at which the text fits the width (down to 6 pt). */
function fitting(font: PDFFont, text: string, size: number, width: number): number {
  let s = size;
  while (s > 6 && font.widthOfTextAtSize(printable(font, text), s) > width) s -= 0.5;
  return s;
}

/** The check's five fields at their layout boxes (vertically centered in the box), moved by the offsets, from the check's top. */
function drawCheckFields(page: PDFPage, font: PDFFont, data: CheckPrint, layout: CheckLayout, placement: CheckPlacement) {
  const checkTop = stockSections(placement.stock).check;
  const text: Record<CheckField, string> = {
    date: data.date,
    amount: `**${data.amount}`,
    payee: data.payee,
    memo: data.memo,
    amountInWords: data.amountInWords,
  };
  for (const field of CHECK_FIELDS) {
    const box = toPagePoints({ ...layout[field], x: layout[field].x + placement.offsetX, y: layout[field].y + placement.offsetY });
    const size = fitting(font, text[field], box.fontSize, box.width);
    write(page, font, text[field], box.x, checkTop + box.y + Math.max(0, (box.height - size) / 2), size);
  }
}

/** The brand as a stub draws it: the logo embedded, the accent as a colour. */
interface StubBrand {
  logo: PDFImage | null;
  accent: RGB | null;
}

/** The logo's box at a stub's top right (points). */
const STUB_LOGO = { width: 90, height: 32 } as const;

/** One remittance stub (the `index`th of the stock's two). */
function drawStub(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  data: CheckPrint,
  options: CheckPdfOptions,
  index: 0 | 1,
  brand: StubBrand,
) {
  const { regular, bold } = fonts;
  const show = options.stubFields;
  const top = stockSections(options.placement?.stock ?? DEFAULT_PLACEMENT.stock).stubs[index];
  const left = 36;
  const right = PAGE.width - 36;
  // The line the stub is torn along (none at the page's top edge).
  if (top > 0) {
    page.drawLine({
      start: { x: left, y: PAGE.height - top - 6 },
      end: { x: right, y: PAGE.height - top - 6 },
      thickness: brand.accent ? 1 : 0.5,
      color: brand.accent ?? grey,
      dashArray: [3, 3],
    });
  }
  if (brand.logo) drawLogo(page, brand.logo, right - STUB_LOGO.width, top + 12, STUB_LOGO);
  let y = top + 16;
  if (options.showStubTitles) {
    write(page, bold, STUB_TITLES[index], left, y, 11, brand.accent ?? ink);
    y += 20;
  }
  // Who was paid (left) and the check (right).
  const who: string[] = [];
  if (show.vendorName) who.push(data.payee);
  if (show.vendorPhone && data.vendorPhone) who.push(data.vendorPhone);
  if (show.vendorAddress) who.push(...data.vendorAddress.filter(Boolean));
  who.slice(0, 5).forEach((line, i) => write(page, i === 0 && show.vendorName ? bold : regular, line, left, y + i * 12, 9));
  const checkInfo = [`Check No: ${PRE_PRINTED}`, `Date: ${data.date}`, `Amount: $${data.amount}`];
  checkInfo.forEach((line, i) => write(page, regular, line, 400, y + i * 12, 9));
  y += Math.max(who.length, checkInfo.length, 1) * 12 + 10;

  // The bills paid.
  // A credit applied to a bill gets its own column (with Amount Paid): the amounts paid less the
  // credits are the check's amount, so the vendor's copy adds up.
  const credits = data.billRecords.some((b) => b.creditApplied);
  const headings = data.headings ?? BILL_HEADINGS;
  const columns = (
    [
      ["billNumber", headings.number, 70, show.billNumber],
      ["billDate", headings.date, 70, show.billDate],
      ["billAmount", headings.amount, 80, show.billAmount],
      ["amountPaid", headings.paid, 80, show.amountPaid],
      ["creditApplied", "Credit Applied", 80, show.amountPaid && credits],
      ["description", "Description", credits && show.amountPaid ? 160 : 240, show.description],
    ] as const
  ).filter(([, , , shown]) => shown);
  if (columns.length) {
    let x = left;
    for (const [, label, width] of columns) {
      write(page, bold, label, x, y, 9, brand.accent ?? ink);
      x += width;
    }
    y += 14;
    const room = Math.max(0, Math.floor((top + PAGE.stubHeight - 30 - y) / 12));
    const shown = data.billRecords.length > room ? data.billRecords.slice(0, Math.max(0, room - 1)) : data.billRecords;
    for (const bill of shown) {
      x = left;
      for (const [flag, , width] of columns) {
        const value = bill[flag];
        write(page, regular, value, x, y, fitting(regular, value, 9, width - 6));
        x += width;
      }
      y += 12;
    }
    if (shown.length < data.billRecords.length) {
      const more = data.billRecords.length - shown.length;
      write(page, regular, `… and ${more} more ${data.headings === CREDIT_HEADINGS ? "credit(s)" : "bill(s)"}`, left, y, 9, grey);
      y += 12;
    }
  }
  if (show.totalPayment) write(page, bold, `Total Payment: ${data.totalPayment}`, 400, top + PAGE.stubHeight - 28, 10);
}

/** One check's page as a PDF. */
async function renderCheckPdf(data: CheckPrint, options: CheckPdfOptions): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title ?? `Check ${data.payee}`);
  pdf.setProducer("Ledgerline");
  pdf.setCreator("Ledgerline");
  // Dated when it is made (a fixed date printed 1 January 1970 in the reader's properties).
  const now = new Date();
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const brand = { logo: await embedLogo(pdf, options.brand), accent: options.brand?.accent ? colorOf(options.brand.accent) : null };
  drawCheckFields(page, regular, data, options.layout, options.placement ?? DEFAULT_PLACEMENT);
  drawStub(page, { regular, bold }, data, options, 0, brand);
  drawStub(page, { regular, bold }, data, options, 1, brand);
  return pdf.save();
}

/** "1,234.50" from cents (the check's amount field; the stock prints the $). */
const checkAmount = (cents: number) => formatMoney(cents, "");

type AddressRow = { address1: string; address2: string; city: string; state: string; postalCode: string };

/** A postal address as the stub prints it: street lines, then "City, ST 12345"; empty lines left out. */
const addressLines = (a: AddressRow) =>
  [a.address1, a.address2, [a.city, [a.state, a.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")]
    .map((l: unknown) => String(l ?? "").trim())
    .filter(Boolean);

/** The check of a pay bill, as it prints: payee, date, amount and words, memo, the vendor, the bills paid. */
export async function payBillCheckPrint(db: Knex, companyId: number, paymentId: number, today: string): Promise<CheckPrint> {
  const [payment] = await paymentViews(db, companyId, [paymentId], { today, includeRecords: true });
  if (!payment) throw new DomainError("Pay bill not found.", 404);
  const [vendor, addresses, check] = await Promise.all([
    db("vendors").where({ companyId, id: payment.vendorId }).first("vendorName", "phone", "address"),
    db("vendorAddresses")
      .where({ companyId, vendorId: payment.vendorId })
      .select("type", "address1", "address2", "city", "state", "postalCode"),
    confirmedCheckOf(db, companyId, paymentId),
  ]);
  const address = addresses.find((a) => a.type === "Billing") ?? addresses[0];
  const vendorAddress = address
    ? addressLines(address)
    : String(vendor?.address ?? "")
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
  const cents = fromDecimal(payment.total);
  return {
    date: formatUsDate(check?.checkDate ?? payment.date),
    payee: payment.vendor.vendorName,
    amount: checkAmount(cents),
    amountInWords: amountInWords(cents),
    memo: memoWithoutPrefix(check?.memo || payment.comments || payment.number),
    vendorPhone: String(vendor?.phone ?? payment.phone ?? ""),
    vendorAddress,
    billRecords: (payment.records ?? []).map((r) => ({
      billNumber: stubBillNumber(r.bill.billNo),
      billDate: formatUsDate(r.bill.date),
      billAmount: formatMoney(fromDecimal(r.bill.total)),
      amountPaid: formatMoney(fromDecimal(r.amountPaid) + fromDecimal(r.creditApplied)),
      creditApplied: fromDecimal(r.creditApplied) ? `-${formatMoney(fromDecimal(r.creditApplied))}` : "",
      description: r.bill.memo,
    })),
    totalPayment: formatMoney(cents),
  };
}

/**
 * A refund's cheque, as it prints: the customer is the payee (its billing address and phone on the
 * stubs), the refund's amount in figures and words, its memo (else its number), and the credits it
 * paid back where a pay bill's stub lists its bills.
 */
export async function refundCheckPrint(db: Knex, companyId: number, refundId: number): Promise<CheckPrint> {
  const refund = await refundChequeDetails(db, companyId, refundId);
  if (!refund) throw new DomainError(REFUND_CHECK_MESSAGES.notFound(refundId), 404);
  const cents = fromDecimal(refund.total);
  return {
    date: formatUsDate(refund.date),
    payee: refund.customerName,
    amount: checkAmount(cents),
    amountInWords: amountInWords(cents),
    memo: refund.memo || refund.number,
    vendorPhone: refund.customerPhone,
    vendorAddress: refund.address ? addressLines(refund.address) : [],
    billRecords: refund.credits.map((c) => ({
      billNumber: c.number,
      billDate: formatUsDate(c.date),
      billAmount: formatMoney(fromDecimal(c.creditTotal)),
      amountPaid: formatMoney(fromDecimal(c.amount)),
      creditApplied: "",
      description: c.label,
    })),
    totalPayment: formatMoney(cents),
    headings: CREDIT_HEADINGS,
  };
}

/** What a company's checks print with: its saved layout, its check print defaults (stock, offsets) and its stubs' brand. */
async function savedCheckOptions(db: Knex, companyId: number): Promise<CheckPdfOptions> {
  const [saved, defaults, brand] = await Promise.all([
    getCheckLayout(db, companyId),
    getCheckPrintDefaults(db, companyId),
    brandOf(db, companyId, "onCheckStubs"),
  ]);
  return {
    layout: saved.fields,
    stubFields: saved.stubFields,
    showStubTitles: saved.showStubTitles,
    placement: { stock: defaults.stock, offsetX: defaults.offsetX, offsetY: defaults.offsetY },
    brand,
  };
}

/** What a print may choose over the company's saved options (a placement's parts each on its own). */
export type CheckPdfOverride = Partial<Omit<CheckPdfOptions, "placement">> & { placement?: Partial<CheckPlacement> };

/** A check's page (any kind's CheckPrint) as a PDF, at the company's saved layout and defaults (or the ones given). */
export async function checkPdfAtLayout(
  db: Knex,
  companyId: number,
  data: CheckPrint,
  override: CheckPdfOverride = {},
): Promise<Uint8Array> {
  const saved = await savedCheckOptions(db, companyId);
  return renderCheckPdf(data, {
    ...saved,
    layout: override.layout ?? saved.layout,
    stubFields: override.stubFields ?? saved.stubFields,
    showStubTitles: override.showStubTitles ?? saved.showStubTitles,
    placement: { ...saved.placement!, ...override.placement },
  });
}

/** The PDF POST /api/system/generate-pdf-overlay answers: from a pay bill, or from the data sent. */
export async function overlayPdf(db: Knex, ctx: CompanyContext, input: PdfOverlayInput): Promise<Uint8Array> {
  const saved = await savedCheckOptions(db, ctx.companyId);
  const form = input.formData;
  const options: CheckPdfOptions = {
    ...saved,
    layout: completeLayout(input.customCoordinates ?? form?.customCoordinates, saved.layout),
    stubFields: completeStubVisibility(input.stubFieldVisibility ?? form?.stubFieldVisibility, saved.stubFields),
    showStubTitles: input.showStubTitles ?? form?.showStubTitles ?? saved.showStubTitles,
  };
  if (input.payBillId !== null) return renderCheckPdf(await payBillCheckPrint(db, ctx.companyId, input.payBillId, ctx.today), options);
  if (!form) throw new DomainError(PDF_MESSAGES.noData, 400);
  const problems: string[] = [];
  if (form.amount === null || form.amount <= 0) problems.push(PDF_MESSAGES.amountInvalid);
  if (!form.payee || form.payee === "Unknown Vendor") problems.push(PDF_MESSAGES.vendorMissing);
  if (problems.length) throw new DomainError(problems.join("\n"), 400, { formData: problems });
  const cents = form.amount!;
  const date = form.date ? (isoDate(form.date) ?? null) : ctx.today;
  if (!date)
    throw new DomainError("Date must be a valid date (MM/DD/YYYY)", 400, { "formData.date": ["Date must be a valid date (MM/DD/YYYY)"] });
  return renderCheckPdf(
    {
      date: formatUsDate(date),
      payee: form.payee,
      amount: checkAmount(cents),
      amountInWords: form.amountInWords || amountInWords(cents),
      memo: memoWithoutPrefix(form.memo),
      vendorPhone: form.vendorPhone,
      vendorAddress: form.vendorAddress.split(/\r?\n/).filter((l) => l.trim()),
      billRecords: (form.billRecords ?? []).map((r) => ({
        billNumber: stubBillNumber(r.billNumber),
        billDate: isoDate(r.billDate) ? formatUsDate(isoDate(r.billDate)) : r.billDate,
        billAmount: r.billAmount === null ? "" : formatMoney(r.billAmount),
        amountPaid: r.amountPaid === null ? "" : formatMoney(r.amountPaid),
        creditApplied: "",
        description: r.description,
      })),
      totalPayment: formatMoney(cents),
    },
    options,
  );
}
