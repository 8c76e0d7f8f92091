import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatUsDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { colorOf, drawLogo, embedLogo, LOGO_BOX, printable, type PdfBrand } from "~/utils/pdf-pen.server";
import { labelOfEnglish, type DocumentWords, type LabelKey } from "~/modules/translation/labels";
import type { PartyStatement } from "./party-activity.server";

// A party's statement as a PDF (Letter, Helvetica — a standard font, no font file): the company
// and the customer or vendor, the period, the balance forward, each line with its running balance, the balance
// due, then the items open at the period's end. A page breaks when the lines run out of room; a
// character Helvetica cannot encode prints as "?". With the company's branding on statements, its
// logo heads the first page and its accent colours the title and the column headings' rule. Every
// label prints through the labels' catalogue (ADR 0087): the customer's language or the company's;
// a line's type prints translated when the catalogue has it ("Payment"), else as it is.

const WIDTH = 612;
const HEIGHT = 792;
const MARGIN = 48;
const LINE = 14;
const ink = rgb(0, 0, 0);
const grey = rgb(0.4, 0.4, 0.4);

/** Columns: date, type, number, charge, credit, balance (amounts right-aligned at their x). */
const COLS = { date: MARGIN, type: MARGIN + 70, number: MARGIN + 170, charge: 400, credit: 480, balance: WIDTH - MARGIN };

/** What a side's statement says: its title's label, the party's word, and the label before the party's name. */
export interface StatementPdfWords {
  title: LabelKey;
  party: string;
  to: LabelKey;
}
export const CUSTOMER_STATEMENT_WORDS: StatementPdfWords = { title: "statement", party: "Customer", to: "statementTo" };
export const VENDOR_STATEMENT_WORDS: StatementPdfWords = { title: "vendorStatement", party: "Vendor", to: "statementVendor" };

export async function partyStatementPdf(
  companyName: string,
  period: { from: string; to: string },
  statement: PartyStatement,
  side: StatementPdfWords,
  words: DocumentWords,
  brand: PdfBrand | null = null,
): Promise<Uint8Array> {
  const title = words(side.title);
  const to = words(side.to);
  const typeOf = (type: string) => {
    const key = labelOfEnglish(type);
    return key ? words(key) : type;
  };
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} ${statement.partyName} ${period.from} ${words("periodTo")} ${period.to}`);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const accent = brand?.accent ? colorOf(brand.accent) : null;
  const logo = await embedLogo(pdf, brand);
  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  if (logo) y -= drawLogo(page, logo, MARGIN, MARGIN, LOGO_BOX).height + 10;
  const text = (value: string, x: number, options: { size?: number; f?: PDFFont; right?: boolean; color?: typeof ink } = {}) => {
    const f = options.f ?? font;
    const size = options.size ?? 10;
    const shown = printable(f, value);
    if (!shown) return;
    const at = options.right ? x - f.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: at, y, size, font: f, color: options.color ?? ink });
  };
  const next = (step = LINE) => {
    y -= step;
    if (y < MARGIN) {
      page = pdf.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN;
    }
  };
  const row = (cells: { date?: string; type: string; number?: string; charge?: string; credit?: string; balance?: string }, f = font) => {
    if (cells.date) text(cells.date, COLS.date, { f });
    text(cells.type, COLS.type, { f });
    if (cells.number) text(cells.number, COLS.number, { f });
    if (cells.charge) text(cells.charge, COLS.charge, { f, right: true });
    if (cells.credit) text(cells.credit, COLS.credit, { f, right: true });
    if (cells.balance) text(cells.balance, COLS.balance, { f, right: true });
    next();
  };

  text(companyName, MARGIN, { size: 12, f: bold });
  text(title, COLS.balance, { size: 16, f: bold, right: true, color: accent ?? ink });
  next(LINE * 1.6);
  text(`${formatUsDate(period.from)} ${words("periodTo")} ${formatUsDate(period.to)}`, COLS.balance, { right: true, color: grey });
  next(LINE * 1.4);
  const indent = font.widthOfTextAtSize(printable(font, to), 10) + 8;
  text(to, MARGIN, { color: grey });
  text(statement.partyName, MARGIN + indent, { f: bold });
  next();
  if (statement.subtitle) {
    text(statement.subtitle, MARGIN + indent);
    next();
  }
  next(LINE);
  row(
    {
      date: words("date"),
      type: words("type"),
      number: words("number"),
      charge: words("charge"),
      credit: words("credit"),
      balance: words("balance"),
    },
    bold,
  );
  if (accent)
    page.drawLine({ start: { x: MARGIN, y: y + LINE - 4 }, end: { x: WIDTH - MARGIN, y: y + LINE - 4 }, thickness: 1, color: accent });
  row({ date: formatUsDate(period.from), type: words("balanceForward"), balance: formatMoney(statement.balanceForward) });
  for (const l of statement.lines) {
    row({
      date: formatUsDate(l.date),
      type: typeOf(l.type),
      number: l.number,
      charge: l.charge ? formatMoney(l.charge) : "",
      credit: l.credit ? formatMoney(l.credit) : "",
      balance: formatMoney(l.balance),
    });
  }
  next(4);
  row({ date: formatUsDate(period.to), type: words("balanceDue"), balance: formatMoney(statement.closing) }, bold);
  next(LINE);
  if (statement.open.length) {
    text(`${words("openItemsOn")} ${formatUsDate(period.to)}`, MARGIN, { f: bold });
    next();
    row({ date: words("date"), type: words("type"), number: words("number"), charge: words("due"), balance: words("open") }, bold);
    for (const i of statement.open) {
      row({
        date: formatUsDate(i.date),
        type: typeOf(i.type),
        number: i.number,
        charge: formatUsDate(i.dueDate),
        balance: formatMoney(i.open),
      });
    }
  }
  return pdf.save();
}
