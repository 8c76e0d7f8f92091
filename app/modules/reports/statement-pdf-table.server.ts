import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatMoney } from "~/lib/money";
import { printable } from "~/utils/pdf-pen.server";
import { formatPercent, type Statement } from "./statement-types";

// A financial statement as a PDF, laid out as the screen shows it: the company, the title and the
// period, then the account column and one right-aligned column per figure; headings and totals in
// bold, accounts indented under their section. Letter, portrait for up to four figure columns,
// landscape and a smaller type for more (a year by month); a page breaks when the rows run out of
// room, and each new page repeats the column headings. Helvetica, a standard font (no font file).

const ink = rgb(0, 0, 0);
const grey = rgb(0.4, 0.4, 0.4);
const MARGIN = 40;

export async function statementPdf(companyName: string, statement: Statement): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${statement.title} ${statement.period}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const count = statement.columns.length;
  const [width, height] = count > 4 ? [792, 612] : [612, 792];
  const labelWidth = count > 8 ? 130 : count > 4 ? 170 : 220;
  const columnWidth = (width - 2 * MARGIN - labelWidth) / Math.max(count, 1);
  // The type shrinks until the widest figure fits its column with a gap.
  const cellText = (kind: "money" | "percent", value: number) => (kind === "percent" ? formatPercent(value) : formatMoney(value));
  const widest = Math.max(
    1,
    ...statement.rows.flatMap((row) =>
      statement.columns.map((c, i) => (row.cells[i] == null ? 0 : bold.widthOfTextAtSize(cellText(c.kind, row.cells[i] as number), 1))),
    ),
  );
  const size = Math.min(count > 8 ? 6.5 : count > 4 ? 8 : 10, (columnWidth - 6) / widest);
  const line = Math.max(size, 6) * 1.5;
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - MARGIN;

  const text = (value: string, x: number, options: { f?: PDFFont; right?: boolean; s?: number; color?: typeof ink; max?: number } = {}) => {
    const f = options.f ?? font;
    const s = options.s ?? size;
    let shown = printable(f, value);
    if (options.max) while (shown && f.widthOfTextAtSize(shown, s) > options.max) shown = shown.slice(0, -1);
    if (!shown) return;
    page.drawText(shown, { x: options.right ? x - f.widthOfTextAtSize(shown, s) : x, y, size: s, font: f, color: options.color ?? ink });
  };
  const columnRight = (i: number) => MARGIN + labelWidth + (i + 1) * columnWidth;
  const heads = () => {
    text("Account", MARGIN, { f: bold });
    statement.columns.forEach((c, i) => text(c.label, columnRight(i), { f: bold, right: true, max: columnWidth - 4 }));
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 0.5, color: grey });
    y -= line;
  };

  text(companyName, MARGIN, { f: bold, s: 12 });
  y -= 22;
  text(statement.title, MARGIN, { f: bold, s: 16 });
  y -= 16;
  text(statement.period, MARGIN, { s: 10, color: grey });
  y -= 24;
  heads();
  for (const row of statement.rows) {
    if (y < MARGIN) {
      page = pdf.addPage([width, height]);
      y = height - MARGIN;
      heads();
    }
    const f = row.kind === "account" ? font : bold;
    text(row.label, MARGIN + row.depth * 10, { f, max: labelWidth - row.depth * 10 - 4 });
    if (row.kind !== "heading") {
      statement.columns.forEach((c, i) => {
        const value = row.cells[i];
        if (value === null || value === undefined) return;
        text(cellText(c.kind, value), columnRight(i), { f, right: true });
      });
    }
    y -= row.kind === "grand" ? line * 1.3 : line;
  }
  return pdf.save();
}
