import { BaseModel } from "~/utils/model";

// A company's document branding (document_branding, one row per company; none = unbranded):
// its logo's bytes and type, its accent colour, and the documents that carry them (ADR 0071).

export class DocumentBranding extends BaseModel {
  static tableName = "document_branding";

  declare id: number;
  declare companyId: number;
  declare logo: Buffer | Uint8Array | null;
  declare logoType: string | null;
  declare accentColor: string | null;
  declare onSalesDocuments: boolean;
  declare onStatements: boolean;
  declare onCheckStubs: boolean;
  declare version: number;
  declare updatedBy: number | null;
  declare updatedAt: Date;
}
