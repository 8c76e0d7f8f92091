// Every imported file (CSV, ledger journal) is turned into text here, and only here: its bytes are
// read in the encoding they were written in, and the caller is told which one that was.
//
// Spreadsheets export CSV as UTF-8 (with or without a byte-order mark), as "Unicode text" (UTF-16
// with a byte-order mark) or in the machine's ANSI code page, which for English and Western
// European Windows is Windows-1252. The order of the checks (ADR 0043):
//   1. a byte-order mark says the encoding: UTF-8, UTF-16 LE or UTF-16 BE (the mark is dropped);
//   2. no mark, but NUL bytes in every other position of the start: UTF-16 without a mark;
//   3. bytes that are valid UTF-8 are UTF-8 (ASCII is both);
//   4. anything else is Windows-1252, a superset of Latin-1's printable characters: every byte
//      means some character, so a file is never refused for its encoding.
// UTF-8 and UTF-16 are decoded by Node's WHATWG TextDecoder. Windows-1252 is decoded by iconv-lite:
// Node 20.18.3 and later decode the "windows-1252" label as Latin-1 (nodejs/node#60888), which
// turns 0x80–0x9F (€, the curly quotes, the dashes) into control characters.
import iconv from "iconv-lite";

/** The encodings an imported file is read in, as the import reports them. */
export type TextEncodingName = "UTF-8" | "UTF-8 with BOM" | "UTF-16LE" | "UTF-16BE" | "Windows-1252";

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
}

/** The encoding every file was read in before detection: said only when a file is read otherwise. */
export const DEFAULT_TEXT_ENCODING: TextEncodingName = "UTF-8";

const LABELS: Record<Exclude<TextEncodingName, "Windows-1252">, string> = {
  "UTF-8": "utf-8",
  "UTF-8 with BOM": "utf-8",
  "UTF-16LE": "utf-16le",
  "UTF-16BE": "utf-16be",
};

const startsWith = (bytes: Uint8Array, mark: number[]) => mark.every((byte, i) => bytes[i] === byte);

/** UTF-16 without a byte-order mark: the zero high bytes of ASCII text in every other position. */
function unmarkedUtf16(bytes: Uint8Array): "UTF-16LE" | "UTF-16BE" | undefined {
  const sample = Math.min(bytes.length - (bytes.length % 2), 512);
  if (sample < 2) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros >= pairs * 0.9 && evenZeros === 0) return "UTF-16LE";
  if (evenZeros >= pairs * 0.9 && oddZeros === 0) return "UTF-16BE";
  return undefined;
}

/** The encoding a mark or the byte pattern says; Windows-1252 stands for "UTF-8 if it is valid". */
function detect(bytes: Uint8Array): { encoding: TextEncodingName; skip: number } {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { encoding: "UTF-8 with BOM", skip: 3 };
  if (startsWith(bytes, [0xff, 0xfe])) return { encoding: "UTF-16LE", skip: 2 };
  if (startsWith(bytes, [0xfe, 0xff])) return { encoding: "UTF-16BE", skip: 2 };
  const utf16 = unmarkedUtf16(bytes);
  if (utf16) return { encoding: utf16, skip: 0 };
  return { encoding: "Windows-1252", skip: 0 };
}

/** A file's bytes as text, in the encoding detected from them (see the top of this file). */
export function decodeText(bytes: Uint8Array): DecodedText {
  const { encoding, skip } = detect(bytes);
  if (encoding === "Windows-1252") {
    try {
      return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "UTF-8" };
    } catch {
      return { text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), "windows-1252"), encoding };
    }
  }
  // ignoreBOM: the mark was already skipped; a second one would be the file's own character.
  const text = new TextDecoder(LABELS[encoding], { ignoreBOM: true }).decode(bytes.subarray(skip));
  return { text, encoding };
}

/** "read as Windows-1252" for a file not in plain UTF-8; nothing for the default. */
export const encodingNote = (encoding: TextEncodingName): string | undefined =>
  encoding === DEFAULT_TEXT_ENCODING ? undefined : `read as ${encoding}`;
