import { BaseModel, columnEquals } from "~/utils/model";

// What a banking document (a transfer, a deposit) has besides its own columns: its number, its
// posted or void state with the entry that posted it and the one its void posted, and its version.

export abstract class BankDocumentModel extends BaseModel {
  declare id: number;
  declare companyId: number;
  /** TRF-0001, DEP-0001 */
  declare number: string;
  declare memo: string;
  declare status: "posted" | "void";
  declare journalEntryId: number | null;
  declare voidEntryId: number | null;
  declare voidedAt: Date | null;
  declare voidedBy: number | null;
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  static modifiers = { ofCompany: columnEquals("companyId") };
}
