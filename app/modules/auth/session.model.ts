import { BaseModel } from "~/utils/model";
import { User } from "./user.model";

/** A signed-in browser session. The id is the sha256 of the random id in the cookie. */
export class Session extends BaseModel {
  static tableName = "sessions";

  declare id: string;
  declare userId: number;
  /** Companies whose encryption password this session has entered. */
  declare unlockedCompanyIds: number[];
  declare expiresAt: Date;
  declare createdAt?: Date;
  declare user?: User;

  static relationMappings = () => ({
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: "sessions.userId", to: "users.id" },
    },
  });
}
