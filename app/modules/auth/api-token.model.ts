import { BaseModel } from "~/utils/model";

/**
 * A bearer token for the API and the CLI. Only its sha256 is stored; revoked tokens are kept. A key
 * of a company carries its `companyId` and `scope` (a role, or "print"; ADR 0069); a user token has
 * neither and acts as its user.
 */
export class ApiToken extends BaseModel {
  static tableName = "api_tokens";

  declare id: number;
  declare userId: number;
  declare name: string;
  declare tokenHash: string;
  declare companyId?: number | null;
  declare scope?: string | null;
  declare createdAt?: Date;
  declare lastUsedAt?: Date | null;
  declare revokedAt?: Date | null;

  static modifiers = {
    active(query: ReturnType<typeof ApiToken.query>) {
      query.whereNull("revokedAt");
    },
  };
}
