import { BaseModel, columnEquals } from "~/utils/model";

// A place stock is kept. Deactivating hides it from new transactions and keeps its history; it can
// be deleted only while it has never held stock (its movements' foreign key stands behind that).

export class Warehouse extends BaseModel {
  static tableName = "warehouses";

  declare id: number;
  declare companyId: number;
  declare name: string;
  declare description: string;
  declare address: string;
  declare city: string;
  declare state: string;
  declare zipCode: string;
  declare country: string;
  declare phone: string;
  declare email: string;
  declare isActive: boolean;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };
}
