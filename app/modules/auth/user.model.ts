import { BaseModel } from "~/utils/model";

/**
 * A person who signs in. Users are global (not company-scoped). Columns are camelCase here: the
 * knex handle maps them to snake_case, so the model adds no name mappers of its own.
 */
export class User extends BaseModel {
  static tableName = "users";

  declare id: number;
  declare email: string;
  declare username: string | null;
  declare firstName: string;
  declare lastName: string;
  declare companyWebsite: string | null;
  /** A scrypt hash; null for an account that only signs in with Google. Never selected by default. */
  declare passwordHash?: string | null;
  /** Google's stable subject id, once the account has signed in with Google. */
  declare googleSubject?: string | null;
  declare currentCompanyId: number | null;
  declare createdAt?: Date;
  declare updatedAt?: Date;

  /** What the app reads about a user: everything but the secrets. */
  static readonly publicColumns = ["id", "email", "username", "firstName", "lastName", "companyWebsite", "currentCompanyId"] as const;

  static modifiers = {
    /** Select the public columns (never the password hash). */
    publicColumns(query: ReturnType<typeof User.query>) {
      const table = query.tableRefFor(User);
      query.select(User.publicColumns.map((column) => `${table}.${column}`));
    },
    /** Match an email case-insensitively, as the unique index on lower(email) does. */
    withEmail(query: ReturnType<typeof User.query>, email: string) {
      query.whereRaw(`lower(??) = lower(?)`, [`${query.tableRefFor(User)}.email`, email]);
    },
  };
}
