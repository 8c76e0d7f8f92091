// Text as a Windows spreadsheet saves it: the bytes of Windows-1252 for the characters the import
// tests use (the real files are in tests/fixtures/encodings; these make small files in a test).
const WINDOWS_1252: Record<string, number> = { é: 0xe9, ü: 0xfc, ö: 0xf6, ß: 0xdf, "–": 0x96, "€": 0x80 };

/** The Windows-1252 bytes of `text` (ASCII and the characters above only). */
export function windows1252(text: string): Buffer {
  return Buffer.from(
    [...text].map((c) => {
      const byte = c.charCodeAt(0) < 0x80 ? c.charCodeAt(0) : WINDOWS_1252[c];
      if (byte === undefined) throw new Error(`No Windows-1252 byte for "${c}" in this helper`);
      return byte;
    }),
  );
}
