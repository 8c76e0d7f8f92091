import type { Knex } from "knex";
import { PDFDocument } from "pdf-lib";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { recordActivity } from "~/modules/activity/activity.server";
import { DomainError } from "~/utils/errors";
import { saveVersionedRow } from "~/utils/model";
import type { PdfBrand } from "~/utils/pdf-pen.server";
import { BRANDED_DOCUMENTS, BRANDING_MESSAGES as M, MAX_LOGO_BYTES, type BrandedDocument, type LogoType } from "./branding";
import { DocumentBranding } from "./branding.model";
import type { BrandingChoices } from "./schema";

// Document branding (Settings › Document Branding, issue 29 item 5, ADR 0071): a company's logo
// (PNG or JPEG as its bytes say, at most 512 KB, kept in the database), its accent colour, and the
// documents that carry them. The invoice and sales documents, the statements and the check stubs
// ask `brandOf` for what to draw; a company that saved none, or turned a document off, gets none.

/** The branding as the screen and the API read it (the logo's bytes are served on their own). */
export interface BrandingView {
  accentColor: string | null;
  onSalesDocuments: boolean;
  onStatements: boolean;
  onCheckStubs: boolean;
  logo: { type: LogoType; size: number } | null;
  version: number;
  updatedAt: string | null;
}

const RECORD = { noun: "document branding", notFound: "Company not found." };

const DEFAULTS: Omit<BrandingView, "version" | "updatedAt"> = {
  accentColor: null,
  onSalesDocuments: true,
  onStatements: true,
  onCheckStubs: true,
  logo: null,
};

export async function getBranding(db: Knex, companyId: number): Promise<BrandingView> {
  const row = await db("documentBranding")
    .where({ companyId })
    .first(
      "accentColor",
      "onSalesDocuments",
      "onStatements",
      "onCheckStubs",
      "logoType",
      db.raw("octet_length(logo) AS logo_size"),
      "version",
      "updatedAt",
    );
  if (!row) return { ...DEFAULTS, version: 1, updatedAt: null };
  return {
    accentColor: row.accentColor ?? null,
    onSalesDocuments: Boolean(row.onSalesDocuments),
    onStatements: Boolean(row.onStatements),
    onCheckStubs: Boolean(row.onCheckStubs),
    logo: row.logoType ? { type: row.logoType as LogoType, size: Number(row.logoSize) } : null,
    version: Number(row.version),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The company's logo (its bytes and type), or null. */
export async function getLogo(db: Knex, companyId: number): Promise<{ bytes: Uint8Array; type: LogoType } | null> {
  const row = await db("documentBranding").where({ companyId }).whereNotNull("logo").first("logo", "logoType");
  return row ? { bytes: new Uint8Array(row.logo), type: row.logoType as LogoType } : null;
}

/**
 * What an uploaded logo is, by its bytes (a PNG's or a JPEG's signature, whatever its name says),
 * refused when it is too large, not an image of those kinds, or one the PDF library cannot read.
 */
export async function checkLogo(bytes: Uint8Array): Promise<LogoType> {
  if (bytes.length > MAX_LOGO_BYTES) throw new DomainError(M.tooLarge, 400, { logo: [M.tooLarge] });
  const png = bytes.length > 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b);
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!png && !jpeg) throw new DomainError(M.notImage, 400, { logo: [M.notImage] });
  try {
    const pdf = await PDFDocument.create();
    await (png ? pdf.embedPng(bytes) : pdf.embedJpg(bytes));
  } catch {
    throw new DomainError(M.unreadable, 400, { logo: [M.unreadable] });
  }
  return png ? "image/png" : "image/jpeg";
}

/**
 * Save the branding on the version read: the choices, and the logo — new bytes replace it, null
 * removes it, undefined keeps it. Returns what is saved.
 */
export async function saveBranding(
  db: Knex,
  ctx: CompanyContext,
  input: BrandingChoices & { logo?: Uint8Array | null },
): Promise<BrandingView> {
  const logo = input.logo
    ? { logo: Buffer.from(input.logo), logoType: await checkLogo(input.logo) }
    : input.logo === null
      ? { logo: null, logoType: null }
      : {};
  return db.transaction(async (trx) => {
    await saveVersionedRow(
      DocumentBranding,
      trx,
      { companyId: ctx.companyId },
      input.version,
      {
        accentColor: input.accentColor,
        onSalesDocuments: input.onSalesDocuments,
        onStatements: input.onStatements,
        onCheckStubs: input.onCheckStubs,
        ...logo,
        updatedBy: ctx.userId,
        updatedAt: trx.fn.now(),
      },
      RECORD,
    );
    await recordActivity(trx, ctx, {
      activity: "updated",
      recordType: "document_branding",
      name: "Document Branding",
      link: "settings/document-branding",
      detail: `Accent ${input.accentColor}${input.logo ? ", new logo" : input.logo === null ? ", logo removed" : ""}`,
    });
    return getBranding(trx, ctx.companyId);
  });
}

/** What a document of this kind draws of the company's branding (its logo, its accent colour), or null for none. */
export async function brandOf(db: Knex, companyId: number, document: BrandedDocument): Promise<PdfBrand | null> {
  const row = await db("documentBranding")
    .where({ companyId })
    .first("logo", "logoType", "accentColor", ...BRANDED_DOCUMENTS);
  if (!row || !row[document] || (!row.logo && !row.accentColor)) return null;
  return {
    logo: row.logo ? { bytes: new Uint8Array(row.logo), type: row.logoType as LogoType } : null,
    accent: row.accentColor ?? null,
  };
}
