// Document branding (Settings › Document Branding, ADR 0071), the part the browser shares: which
// documents may carry the company's logo and accent colour, the logo's limits, and the words of
// the screen and the API. The rules and the reads are in branding.server.ts.

/** The most bytes a logo may have (it is kept in the database and embedded in every branded PDF). */
export const MAX_LOGO_BYTES = 512 * 1024;

export const LOGO_TYPES = ["image/png", "image/jpeg"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** The documents a company's branding can be put on, each its own choice. */
export const BRANDED_DOCUMENTS = ["onSalesDocuments", "onStatements", "onCheckStubs"] as const;
export type BrandedDocument = (typeof BRANDED_DOCUMENTS)[number];

export const BRANDED_DOCUMENT_LABELS: Record<BrandedDocument, string> = {
  onSalesDocuments: "Invoices and the other sales documents (quotes, sales orders, cash sales, credit notes)",
  onStatements: "Customer and vendor statements",
  onCheckStubs: "Check remittance stubs",
};

/** The accent colour a company starts from (the field's placeholder), as #rrggbb. */
export const ACCENT_PLACEHOLDER = "#1d4ed8";

export const BRANDING_MESSAGES = {
  saved: "Document branding saved.",
  logoRemoved: "The logo was removed.",
  badColor: "Accent colour must be a colour like #1d4ed8 (a # and six hexadecimal digits).",
  notImage: "The logo must be a PNG or JPEG image.",
  tooLarge: `The logo must be at most ${MAX_LOGO_BYTES / 1024} KB.`,
  unreadable: "The logo image could not be read. Save it again as PNG or JPEG and upload it.",
  badBase64: "logo.contentBase64 must be the image's bytes in base64",
} as const;

/** A colour as typed ("#1D4ED8", "1d4ed8") as it is kept (#1d4ed8), or null when it is no colour. */
export function normalColor(value: string): string | null {
  const match = /^#?([0-9a-fA-F]{6})$/.exec(value.trim());
  return match ? `#${match[1].toLowerCase()}` : null;
}
