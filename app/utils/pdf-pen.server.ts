import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from "pdf-lib";

// Writing a document's PDF with pdf-lib (the invoice, the deposit slip): US Letter pages, Helvetica
// (a standard font, no font file), a pen that keeps the page and the line it is on, measured from
// the page's top, and moves to a new page when the next lines do not fit. A character Helvetica
// cannot encode prints as "?". A brand (a logo, an accent colour) given to the pen puts the logo at
// the head of the first page and the accent on the title, the headings' labels and the rules.

export const WIDTH = 612;
export const HEIGHT = 792;
export const MARGIN = 50;
export const ink = rgb(0, 0, 0);
export const grey = rgb(0.4, 0.4, 0.4);

/** A document's brand: a logo (PNG or JPEG bytes) and an accent colour (#rrggbb), either or both. */
export interface PdfBrand {
  logo: { bytes: Uint8Array; type: "image/png" | "image/jpeg" } | null;
  accent: string | null;
}

export interface Pen {
  pdf: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  /** Distance from the page's top of the next line */
  y: number;
  /** The title's, the labels' and the rules' colour (the brand's accent, else ink and grey) */
  accent: RGB | null;
  logo: PDFImage | null;
}

/** #rrggbb as a PDF colour. */
export function colorOf(hex: string): RGB {
  const n = parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** The brand's logo embedded in the document (null without one). */
export async function embedLogo(pdf: PDFDocument, brand: PdfBrand | null | undefined): Promise<PDFImage | null> {
  if (!brand?.logo) return null;
  return brand.logo.type === "image/png" ? pdf.embedPng(brand.logo.bytes) : pdf.embedJpg(brand.logo.bytes);
}

/** Draw an image inside a box (its proportions kept) whose top-left is (x, top) from the page's top; returns its size. */
export function drawLogo(page: PDFPage, image: PDFImage, x: number, top: number, box: { width: number; height: number }) {
  const { width, height } = image.scaleToFit(box.width, box.height);
  page.drawImage(image, { x, y: page.getHeight() - top - height, width, height });
  return { width, height };
}

/** A new document of one page, titled, with the pen at its top margin (and the brand's logo and accent, when given). */
export async function newPen(title: string, brand: PdfBrand | null = null): Promise<Pen> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  return {
    pdf,
    page: pdf.addPage([WIDTH, HEIGHT]),
    font: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    y: MARGIN,
    accent: brand?.accent ? colorOf(brand.accent) : null,
    logo: await embedLogo(pdf, brand),
  };
}

/** The text as the font can write it: one line, each character it cannot encode as "?". */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, " ")].map((c) => (known.has(c.codePointAt(0)!) ? c : "?")).join("");
}

/** Text at `x` on the pen's line (right-aligned to `x` with `right`), cut to fit `width`. */
export function write(
  pen: Pen,
  text: string,
  x: number,
  options: { size?: number; bold?: boolean; right?: boolean; width?: number; color?: typeof ink; top?: number } = {},
) {
  const size = options.size ?? 10;
  const font = options.bold ? pen.bold : pen.font;
  let shown = printable(font, text);
  if (options.width) while (shown && font.widthOfTextAtSize(shown, size) > options.width) shown = shown.slice(0, -1);
  if (!shown) return;
  const left = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
  pen.page.drawText(shown, { x: left, y: HEIGHT - (options.top ?? pen.y) - size, size, font, color: options.color ?? ink });
}

/** Room for `height` more points on this page, else a new page. */
export function room(pen: Pen, height: number) {
  if (pen.y + height <= HEIGHT - MARGIN) return;
  pen.page = pen.pdf.addPage([WIDTH, HEIGHT]);
  pen.y = MARGIN;
}

/** A block of lines (an address), from `top`; returns where it ends. */
export function block(pen: Pen, title: string, text: string, x: number, top: number): number {
  write(pen, title, x, { bold: true, top, size: 9, color: pen.accent ?? grey });
  const lines = text.split(/\r?\n/).filter((l) => l.trim());
  lines.forEach((line, i) => write(pen, line, x, { top: top + 13 + i * 12, width: 240 }));
  return top + 13 + lines.length * 12;
}

/** A thin rule under the pen's line (a table's heading). */
export function rule(pen: Pen, below = 13) {
  pen.page.drawLine({
    start: { x: MARGIN, y: HEIGHT - pen.y - below },
    end: { x: WIDTH - MARGIN, y: HEIGHT - pen.y - below },
    thickness: pen.accent ? 1 : 0.5,
    color: pen.accent ?? grey,
  });
}

/** The logo's box at the head of a page (points). */
export const LOGO_BOX = { width: 110, height: 60 } as const;

/**
 * The page's head: the company's logo (when the pen has one) and beside it the company's name and
 * address lines on the left, the document's title on the right (in the accent colour).
 */
export function letterhead(pen: Pen, name: string, lines: readonly (string | null | undefined)[], title: string) {
  const left = pen.logo ? MARGIN + drawLogo(pen.page, pen.logo, MARGIN, MARGIN, LOGO_BOX).width + 12 : MARGIN;
  const width = WIDTH - MARGIN - 200 - left;
  write(pen, name, left, { size: 16, bold: true, width });
  lines
    .filter((l): l is string => Boolean(l && l.trim()))
    .forEach((line, i) => write(pen, line, left, { top: MARGIN + 22 + i * 12, size: 9, width }));
  write(pen, title.toUpperCase(), WIDTH - MARGIN, { size: 20, bold: true, right: true, color: pen.accent ?? ink });
}

/** Label and value pairs right-aligned under the title (number, date, status …). */
export function writeFacts(pen: Pen, facts: readonly (readonly [string, string])[]) {
  facts.forEach(([label, value], i) => {
    const top = MARGIN + 28 + i * 13;
    write(pen, label, WIDTH - MARGIN - 110, { top, size: 9, color: grey, right: true });
    write(pen, value, WIDTH - MARGIN, { top, size: 9, right: true, width: 100 });
  });
}
