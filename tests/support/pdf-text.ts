// Read a PDF's text back with where it sits: each page's content streams decoded (pdf-lib), then
// every text-showing operator with the text matrix and font size in force. Enough for the PDFs
// pdf-lib writes (one `Tm` and `Tf` per text run, hex strings in WinAnsi); not a general parser.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFObject } from "pdf-lib";

export interface PdfText {
  text: string;
  /** From the page's left edge, points */
  x: number;
  /** From the page's bottom edge (PDF's own), points */
  y: number;
  size: number;
}

export interface PdfPage {
  width: number;
  height: number;
  texts: PdfText[];
}

// WinAnsi's 0x80–0x9F that differ from Latin-1.
const WIN_ANSI: Record<number, string> = { 0x85: "…", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x96: "–", 0x97: "—", 0x80: "€" };

function decodeHex(hex: string): string {
  const bytes = hex.replace(/\s+/g, "").match(/../g) ?? [];
  return bytes.map((b) => WIN_ANSI[parseInt(b, 16)] ?? String.fromCharCode(parseInt(b, 16))).join("");
}

function streamText(object: PDFObject | undefined): string {
  if (object instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
  return "";
}

export async function readPdf(bytes: Uint8Array | ArrayBuffer): Promise<{ pages: PdfPage[]; title: string | undefined }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const parts =
      contents instanceof PDFArray ? contents.asArray().map((ref) => streamText(doc.context.lookup(ref))) : [streamText(contents)];
    const content = parts.join("\n");
    const texts: PdfText[] = [];
    let size = 0;
    let x = 0;
    let y = 0;
    const ops =
      /\/[\w.+-]+\s+([\d.]+)\s+Tf|([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+Tm|<([0-9A-Fa-f\s]*)>\s*Tj/g;
    for (const m of content.matchAll(ops)) {
      if (m[1] !== undefined) size = Number(m[1]);
      else if (m[2] !== undefined) {
        x = Number(m[6]);
        y = Number(m[7]);
      } else if (m[8] !== undefined) texts.push({ text: decodeHex(m[8]), x, y, size });
    }
    const { width, height } = page.getSize();
    return { width, height, texts };
  });
  return { pages, title: doc.getTitle() };
}
