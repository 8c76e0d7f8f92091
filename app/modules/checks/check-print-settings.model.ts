import { BaseModel } from "~/utils/model";

// A company's check print defaults (check_print_settings, one row per company; none = the
// defaults): the stock, the printer Print Check picks first, and the offsets (ADR 0071).

export class CheckPrintSettings extends BaseModel {
  static tableName = "check_print_settings";

  declare id: number;
  declare companyId: number;
  declare stock: string;
  declare printer: string;
  declare offsetX: number;
  declare offsetY: number;
  declare version: number;
  declare updatedBy: number | null;
  declare updatedAt: Date;
}
