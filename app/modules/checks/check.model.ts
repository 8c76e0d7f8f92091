import type { RelationMappings } from "objection";
import { BaseModel, columnEquals, hasManyInCompany } from "~/utils/model";
import type { CheckStatus } from "./schema";

// A check written for a vendor's pay bills (Write Check) and the pay bills it carries. One aggregate,
// inserted in one call in the transaction that checks (and, on confirm, marks) its pay bills.

export class Check extends BaseModel {
  static tableName = "checks";

  declare id: number;
  declare companyId: number;
  /** Draft, Confirmed */
  declare status: CheckStatus;
  /** TO BE PRINTED: the number is on the pre-printed stock */
  declare checkNumber: string;
  declare vendorId: number;
  declare bankAccountId: number | null;
  /** YYYY-MM-DD */
  declare checkDate: string;
  /** NUMERIC(14,2) as text */
  declare total: string;
  declare memo: string;
  declare confirmedAt: Date | null;
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare payBills?: CheckPayBill[];

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    payBills: hasManyInCompany(CheckPayBill, "checks.id", "check_pay_bills.checkId"),
  });
}

export class CheckPayBill extends BaseModel {
  static tableName = "check_pay_bills";

  declare id: number;
  declare companyId: number;
  declare checkId: number;
  /** The bill payment (pay bill) */
  declare paymentId: number;
  /** NUMERIC(14,2) as text */
  declare amount: string;
  /** Its check is confirmed */
  declare confirmed: boolean;
}
