import { BaseModel } from "~/utils/model";

/**
 * Failed sign-ins per account key (the lower-cased email, whether or not such an account exists),
 * so that throttling never tells which emails are registered.
 */
export class LoginFailure extends BaseModel {
  static tableName = "login_failures";
  static idColumn = "accountKey";

  declare accountKey: string;
  declare failures: number;
  declare windowStartedAt: Date;
  declare lockedUntil: Date | null;
}
