import { BaseModel } from "~/utils/model";
import { User } from "./user.model";

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
  declare user?: User;

  static relationMappings = () => ({
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: "api_tokens.userId", to: "users.id" },
    },
  });

  static modifiers = {
    active(query: ReturnType<typeof ApiToken.query>) {
      query.whereNull("revokedAt");
    },
  };
}
