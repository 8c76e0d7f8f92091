import { BaseModel, columnEquals } from "~/utils/model";

// A company's saved check layout, one per template name (check_layouts): where the date, amount,
// payee, memo and amount in words go on the stock, which remittance-stub fields show, and whether
// the stubs show titles. A company that saved none prints at the defaults (layout.ts). Saving is an
// upsert on (company_id, template_name) in check-layouts.server.ts.

export class CheckTemplate extends BaseModel {
  static tableName = "check_layouts";

  declare id: number;
  declare companyId: number;
  declare templateName: string;
  declare description: string;
  /** jsonb: { date|amount|payee|memo|amountInWords: { x, y, width, height, fontSize } } */
  declare fields: unknown;
  /** jsonb: { vendorName: true, … } */
  declare stubFields: unknown;
  declare showStubTitles: boolean;
  declare version: number;
  declare updatedBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };
}
