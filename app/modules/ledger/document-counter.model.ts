import { BaseModel, columnEquals } from "~/utils/model";

// Per-company document number series (JE, OB, VOB, BILL, …): the last number taken. The ledger
// takes numbers with one INSERT … ON CONFLICT DO UPDATE, which locks the row until the
// transaction ends (gapless, never shared); the model only reads it.

export class DocumentCounter extends BaseModel {
  static tableName = "document_counters";
  static idColumn = ["companyId", "documentType"];

  declare companyId: number;
  declare documentType: string;
  declare lastValue: number;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };
}
