import { BaseModel } from "~/utils/model";

/** A bearer token for the API and the CLI. Only its sha256 is stored; revoked tokens are kept. */
export class ApiToken extends BaseModel {
  static tableName = "api_tokens";

  declare id: number;
  declare userId: number;
  declare name: string;
  declare tokenHash: string;
  declare createdAt?: Date;
  declare lastUsedAt?: Date | null;
  declare revokedAt?: Date | null;

  static modifiers = {
    active(query: ReturnType<typeof ApiToken.query>) {
      query.whereNull("revokedAt");
    },
  };
}
