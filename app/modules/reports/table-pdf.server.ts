import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatMoney, fromDecimal } from "~/lib/money";
import { printable } from "~/utils/pdf-pen.server";

// A report's table as a PDF, for the reports whose screen is a table (aging, sales and purchases,
// inventory, banking, the general ledger…): the company, the title and the period, then the
// table's columns as its CSV export has them, amounts right-aligned with thousands separators,
// totals rows in bold. Letter, portrait for up to five columns, landscape and smaller type for
// more; a page breaks when the rows run out of room and each new page repeats the headings.
// Helvetica, a standard font (no font file). The financial statements have their own layout
// (statement-pdf-table.server.ts).

const ink = rgb(0, 0, 0);
const grey = rgb(0.4, 0.4, 0.4);
const MARGIN = 36;
const AMOUNT = /^-?\d+\.\d{2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export interface ReportTable {
  companyName: string;
  title: string;
  /** The period or the date ("As of 11/30/2026") */
  subtitle: string;
  header: string[];
  rows: string[][];
}

/** A cell as printed: an amount with thousands separators, anything else as written. */
const shown = (cell: string) => (AMOUNT.test(cell) ? formatMoney(fromDecimal(cell)) : cell);

export async function tablePdf(table: ReportTable): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${table.title} ${table.subtitle}`.trim());
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const count = Math.max(table.header.length, 1);
  const [width, height] = count > 5 ? [792, 612] : [612, 792];
  const size = count > 10 ? 6 : count > 7 ? 7 : count > 5 ? 8 : 9;
  const line = size * 1.55;
  // A numeric column (every filled cell a number) is right-aligned; widths follow the longest cell.
  const numeric = table.header.map((_, i) => {
    const cells = table.rows.map((r) => r[i] ?? "").filter((c) => c !== "");
    return cells.length > 0 && cells.every((c) => NUMBER.test(c));
  });
  const natural = table.header.map((h, i) =>
    Math.max(
      bold.widthOfTextAtSize(printable(bold, h), size),
      ...table.rows.slice(0, 500).map((r) => font.widthOfTextAtSize(printable(font, shown(r[i] ?? "")), size)),
    ),
  );
  const room = width - 2 * MARGIN - 6 * (count - 1);
  const totalNatural = natural.reduce((a, b) => a + b, 0) || 1;
  const widths = natural.map((w) => (totalNatural <= room ? w + (room - totalNatural) / count : (w / totalNatural) * room));
  const lefts = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0) + 6 * i);

  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - MARGIN;
  const text = (value: string, x: number, f: PDFFont, s: number, options: { right?: boolean; max?: number; color?: typeof ink } = {}) => {
    let out = printable(f, value);
    if (options.max) while (out && f.widthOfTextAtSize(out, s) > options.max) out = out.slice(0, -1);
    if (!out) return;
    page.drawText(out, { x: options.right ? x - f.widthOfTextAtSize(out, s) : x, y, size: s, font: f, color: options.color ?? ink });
  };
  const cell = (value: string, i: number, f: PDFFont) =>
    numeric[i]
      ? text(shown(value), lefts[i] + widths[i], f, size, { right: true, max: widths[i] })
      : text(value, lefts[i], f, size, { max: widths[i] });
  const heads = () => {
    table.header.forEach((h, i) => cell(h, i, bold));
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.5, color: grey });
    y -= line;
  };

  text(table.companyName, MARGIN, bold, 12);
  y -= 22;
  text(table.title, MARGIN, bold, 16);
  y -= 16;
  text(table.subtitle, MARGIN, font, 10, { color: grey });
  y -= 24;
  heads();
  if (table.rows.length === 0) text("No records to show", MARGIN, font, size, { color: grey });
  for (const row of table.rows) {
    if (y < MARGIN + line) {
      page = pdf.addPage([width, height]);
      y = height - MARGIN;
      heads();
    }
    // A totals row ("Total", "TOTAL", "Total for …") reads in bold.
    const f = /^total\b/i.test((row.find((c) => c.trim() !== "") ?? "").trim()) ? bold : font;
    row.forEach((value, i) => (i < count ? cell(value, i, f) : undefined));
    y -= line;
  }
  return pdf.save();
}
