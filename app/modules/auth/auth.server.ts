import { createHash, randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { recordSignIn } from "~/modules/activity/activity.server";
import { fn } from "objection";
import { DomainError } from "~/utils/errors";
import { deferKeysToCommit, isUniqueViolation, violatedConstraint } from "~/utils/model";
import { ApiToken } from "./api-token.model";
import { LoginFailure } from "./login-failure.model";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.server";
import type { LoginInput, SignupInput } from "./schema";
import { Session } from "./session.model";
import { User } from "./user.model";

export { User } from "./user.model";

/** The user as the API returns it (`client`). */
export function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    companyWebsite: user.companyWebsite,
  };
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const INVALID_LOGIN = "Invalid email or password.";
const THROTTLED_LOGIN = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
export const MAX_LOGIN_FAILURES = 5;

/** How many sign-in attempts a key may make in its window before it is locked, and for how long. */
interface AttemptLimit {
  max: number;
  windowMs: number;
  lockMs: number;
}

const MINUTE = 60 * 1000;
/** One address guessing one account's password: 5 tries, then 15 minutes' wait. */
export const ADDRESS_LIMIT: AttemptLimit = { max: MAX_LOGIN_FAILURES, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };
/** Every address together on one account (a distributed guesser): slower, so its owner is rarely the one locked out. */
export const ACCOUNT_LIMIT: AttemptLimit = { max: 50, windowMs: 60 * MINUTE, lockMs: 15 * MINUTE };

const SESSION_DAYS = 30;

export async function getUserById(db: Knex, id: number): Promise<User | undefined> {
  return User.query(db).modify("publicColumns").findById(id);
}

/** Every account of this installation (for its administrator, through the CLI). */
export async function listUsers(db: Knex): Promise<User[]> {
  return User.query(db).modify("publicColumns").orderBy("id");
}

export async function getUserByEmail(db: Knex, email: string): Promise<User | undefined> {
  return User.query(db).modify("publicColumns").modify("withEmail", email).first();
}

export async function createUser(db: Knex, input: SignupInput): Promise<User> {
  if (await getUserByEmail(db, input.email)) {
    throw new DomainError("An account with this email already exists.", 409, {
      email: ["An account with this email already exists."],
    });
  }
  if (input.username) {
    const taken = await User.query(db).whereRaw("lower(username) = lower(?)", [input.username]).select("id").first();
    if (taken) throw new DomainError("This username is taken.", 409, { username: ["This username is taken."] });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await User.query(db)
      .insert({
        email: input.email,
        username: input.username ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        companyWebsite: input.companyWebsite ?? null,
        passwordHash,
      })
      .returning([...User.publicColumns]);
  } catch (error) {
    // Two sign-ups racing for one email (or username): the unique index decides.
    if (isUniqueViolation(error) && violatedConstraint(error).includes("username")) {
      throw new DomainError("This username is taken.", 409, { username: ["This username is taken."] });
    }
    if (isUniqueViolation(error)) {
      throw new DomainError("An account with this email already exists.", 409, {
        email: ["An account with this email already exists."],
      });
    }
    throw error;
  }
}

/**
 * Check an email and password. Attempts are counted twice, as OWASP advises: per address and
 * account (5 within 15 minutes lock that address out of that account for 15 minutes: 429), and per
 * account from every address (ACCOUNT_LIMIT, a slow limit that still stops a distributed guesser).
 * So someone who knows an address cannot lock its owner out: the owner signs in from another
 * address. The message for a wrong password and an unknown email is the same.
 *
 * Each attempt is counted BEFORE the password is checked, in one atomic upsert whose RETURNING
 * row decides: N parallel guesses count N, and only the first of them are checked at all (a
 * read-then-write count let a burst of parallel guesses all through). A right password then clears
 * both counts.
 */
export async function verifyLogin(db: Knex, input: LoginInput, now = new Date(), address = "unknown"): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const keys = { address: `${address} ${email}`, account: `* ${email}` };
  const fromAddress = await countAttempt(db, keys.address, now, ADDRESS_LIMIT);
  const onAccount = await countAttempt(db, keys.account, now, ACCOUNT_LIMIT);
  if (fromAddress > ADDRESS_LIMIT.max || onAccount > ACCOUNT_LIMIT.max) throw new DomainError(THROTTLED_LOGIN, 429);

  const user = await User.query(db).modify("publicColumns").select("passwordHash").modify("withEmail", email).first();
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (user && ok) {
    await LoginFailure.query(db).whereIn("accountKey", [keys.address, keys.account]).delete();
    delete user.passwordHash;
    return user;
  }
  if (fromAddress >= ADDRESS_LIMIT.max || onAccount >= ACCOUNT_LIMIT.max) throw new DomainError(THROTTLED_LOGIN, 429);
  throw new DomainError(INVALID_LOGIN, 401);
}

/**
 * Check a signed-in user's own password, where a screen asks for it again (Delete Company): the
 * same counts as sign-in (verifyLogin), on the same keys, so guesses here and at the sign-in form
 * add up and a stolen session cannot guess the password faster than the sign-in form allows.
 * False for a wrong password; 429 with `throttledMessage` once the address or account is locked.
 */
export async function verifyOwnPassword(
  db: Knex,
  userId: number,
  password: string,
  options: { address?: string; now?: Date; throttledMessage?: string } = {},
): Promise<boolean> {
  const user = await User.query(db).findById(userId).select("email");
  if (!user) return false;
  try {
    await verifyLogin(db, { email: user.email, password }, options.now ?? new Date(), options.address ?? "unknown");
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.status === 401) return false;
    if (error instanceof DomainError && error.status === 429 && options.throttledMessage) {
      throw new DomainError(options.throttledMessage, 429, { password: [options.throttledMessage] });
    }
    throw error;
  }
}

/**
 * Count one sign-in attempt for a key and return the count, in ONE statement (the row lock of the
 * upsert serializes parallel attempts). A window older than the limit's with no lock still running
 * starts over at 1; the attempt that reaches the limit locks the key for the limit's lock time.
 */
async function countAttempt(db: Knex, accountKey: string, now: Date, limit: AttemptLimit): Promise<number> {
  const bindings = {
    now,
    windowFloor: new Date(now.getTime() - limit.windowMs),
    lockUntil: new Date(now.getTime() + limit.lockMs),
    max: limit.max,
  };
  const expired =
    "(login_failures.window_started_at < :windowFloor and (login_failures.locked_until is null or login_failures.locked_until <= :now))";
  const [row] = await db("loginFailures")
    .insert({ accountKey, failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflict("accountKey")
    .merge({
      failures: db.raw(`case when ${expired} then 1 else login_failures.failures + 1 end`, bindings),
      windowStartedAt: db.raw(`case when ${expired} then :now else login_failures.window_started_at end`, bindings),
      lockedUntil: db.raw(
        `case when ${expired} then null when login_failures.failures + 1 = :max then :lockUntil else login_failures.locked_until end`,
        bindings,
      ),
    })
    .returning(["failures"]);
  return Number(row.failures);
}

// Sessions: the cookie carries a random id; the database keeps only its hash.

export async function createSession(db: Knex, userId: number): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (trx) => {
    await Session.query(trx).insert({ id: sha256(id), userId, expiresAt, unlockedCompanyIds: [] });
    // The sign-in in the activity log of the company the user opens on (ADR 0068).
    await recordSignIn(trx, userId);
  });
  return { id, expiresAt };
}

export interface SessionRecord {
  user: User;
  sessionKey: string;
  unlockedCompanyIds: number[];
}

export type SessionRow = Pick<User, (typeof User.publicColumns)[number]> & { unlockedCompanyIds: number[] | null };

/**
 * The live session of this cookie id joined to its user: one plain join, not a query for the session
 * and another for its user, since every page asks this. A read that needs more of the same request
 * (the company of a company page) joins it here and reads the row with `sessionOfRow`.
 */
export function sessionRow(db: Knex, sessionKey: string) {
  return db("sessions as s")
    .join("users as u", "u.id", "s.userId")
    .where("s.id", sessionKey)
    .where("s.expiresAt", ">", db.fn.now())
    .select("s.unlockedCompanyIds", ...User.publicColumns.map((column) => `u.${column}`));
}

/** The session of a `sessionRow` row (other columns it was read with are left out), or null for no row. */
export function sessionOfRow(row: SessionRow | undefined, sessionKey: string): SessionRecord | null {
  if (!row) return null;
  const user = Object.fromEntries(User.publicColumns.map((column) => [column, row[column]]));
  return { user: User.fromJson(user, { skipValidation: true }), sessionKey, unlockedCompanyIds: row.unlockedCompanyIds ?? [] };
}

/** What the database keeps of a session's cookie id: its hash. */
export const sessionKeyOf = (rawId: string) => sha256(rawId);

export async function getSession(db: Knex, rawId: string): Promise<SessionRecord | null> {
  const sessionKey = sessionKeyOf(rawId);
  return sessionOfRow(await sessionRow(db, sessionKey).first<SessionRow | undefined>(), sessionKey);
}

export async function deleteSession(db: Knex, rawId: string): Promise<void> {
  await Session.query(db).deleteById(sha256(rawId));
}

/** Remember that this session has entered the company's encryption password. */
export async function markCompanyUnlocked(db: Knex, sessionKey: string, companyId: number): Promise<void> {
  await db("sessions")
    .where({ id: sessionKey })
    .update({ unlockedCompanyIds: db.raw("array_append(array_remove(unlocked_company_ids, ?), ?)", [companyId, companyId]) });
}

// API tokens: shown once, stored as a hash, revocable.

const TOKEN_PREFIX = "llt_";

/** What a key is scoped to (ADR 0069): one company and a role or "print"; a user token has neither. */
export interface TokenScope {
  companyId: number;
  /** owner, admin, bookkeeper, viewer or print (policy.ts's KEY_SCOPES; checked by the table). */
  scope: string;
}

export async function createApiToken(db: Knex, userId: number, name: string, scope?: TokenScope): Promise<{ id: number; token: string }> {
  const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  const row = await ApiToken.query(db)
    .insert({ userId, name, tokenHash: sha256(token), companyId: scope?.companyId ?? null, scope: scope?.scope ?? null })
    .returning("id");
  return { id: row.id, token };
}

/** How stale a token's "last used" may be: it is written at most once in this long. */
const TOKEN_LAST_USED_PRECISION_MS = 60_000;

/** An active token as a request presents it: its id and scope (none for a user token). */
export interface TokenKey {
  id: number;
  companyId: number | null;
  scope: string | null;
}

/**
 * The user of an active token and what the token is scoped to, or null. The scope is the caller's to
 * enforce (the API's one wrapper does, with the policy): this module only reads the row.
 */
export async function authenticateKey(db: Knex, token: string): Promise<{ user: User; key: TokenKey } | null> {
  // One query for the token and its user. "Last used" is written only when it is a minute old: a
  // program calling in a loop would otherwise queue every request behind an update of one row.
  const row = await db("apiTokens as t")
    .join("users as u", "u.id", "t.userId")
    .whereNull("t.revokedAt")
    .where("t.tokenHash", sha256(token))
    .first<
      | (Pick<User, (typeof User.publicColumns)[number]> & {
          tokenId: number;
          lastUsedAt: Date | string | null;
          tokenCompanyId: number | null;
          tokenScope: string | null;
        })
      | undefined
    >(
      "t.id as tokenId",
      "t.lastUsedAt",
      "t.companyId as tokenCompanyId",
      "t.scope as tokenScope",
      ...User.publicColumns.map((column) => `u.${column}`),
    );
  if (!row) return null;
  const { tokenId, lastUsedAt, tokenCompanyId, tokenScope, ...user } = row;
  const lastUsed = lastUsedAt ? new Date(lastUsedAt).getTime() : 0;
  if (Date.now() - lastUsed >= TOKEN_LAST_USED_PRECISION_MS) await ApiToken.query(db).findById(tokenId).patch({ lastUsedAt: fn.now() });
  return {
    user: User.fromJson(user, { skipValidation: true }),
    key: { id: Number(tokenId), companyId: tokenCompanyId === null ? null : Number(tokenCompanyId), scope: tokenScope },
  };
}

export async function authenticateToken(db: Knex, token: string): Promise<User | null> {
  return (await authenticateKey(db, token))?.user ?? null;
}

/** The id, user and scope of an active (not revoked) API token: a print daemon is known by its token. */
export async function activeToken(
  db: Knex,
  token: string,
): Promise<{ tokenId: number; userId: number; companyId: number | null; scope: string | null } | null> {
  const row = await db("apiTokens").whereNull("revokedAt").where("tokenHash", sha256(token)).first("id", "userId", "companyId", "scope");
  return row
    ? {
        tokenId: Number(row.id),
        userId: Number(row.userId),
        companyId: row.companyId === null ? null : Number(row.companyId),
        scope: row.scope,
      }
    : null;
}

export async function listApiTokens(db: Knex, userId: number) {
  return ApiToken.query(db)
    .where({ userId })
    .orderBy("id")
    .select("id", "name", "companyId", "scope", "createdAt", "lastUsedAt", "revokedAt");
}

/** Revoke by id (of one of the user's tokens) or by the token text itself. Returns how many were revoked. */
export async function revokeApiToken(db: Knex, userId: number, idOrToken: number | string): Promise<number> {
  const query = ApiToken.query(db).modify("active").where({ userId });
  if (typeof idOrToken === "number") query.where({ id: idOrToken });
  else query.where({ tokenHash: sha256(idOrToken) });
  return query.patch({ revokedAt: fn.now() });
}

/** Revoke one token by its id (a company's key, by whoever the team's rules let), answering when. */
export async function revokeTokenById(db: Knex, id: number): Promise<Date> {
  const [row] = await db("apiTokens").where({ id }).update({ revokedAt: db.fn.now() }).returning("revokedAt");
  return row.revokedAt;
}

/** A member who leaves a company takes their keys of it with them: revoked, so joining again revives none. */
export async function revokeCompanyTokensOf(db: Knex, companyId: number, userId: number): Promise<void> {
  await ApiToken.query(db).modify("active").where({ companyId, userId }).patch({ revokedAt: fn.now() });
}

/** The company a user's screens open on (users.current_company_id), or none. */
export async function setCurrentCompany(db: Knex, userId: number, companyId: number | null): Promise<void> {
  await db("users").where({ id: userId }).update({ currentCompanyId: companyId });
}

/** Users whose current company is one of these (archived or purged; or, with `userId`, left by that user) open on none. */
export async function forgetCurrentCompanies(db: Knex, companyIds: readonly number[], userId?: number): Promise<void> {
  if (!companyIds.length) return;
  const query = db("users").whereIn("currentCompanyId", companyIds);
  if (userId !== undefined) query.where({ id: userId });
  await query.update({ currentCompanyId: null });
}

/**
 * Delete the account for real: its sessions, tokens, the companies it is the last owner of (and
 * everything they own), its memberships and the user, in one transaction, after checking the password.
 */
export async function deleteAccount(db: Knex, userId: number, password: string): Promise<void> {
  const row = await User.query(db).findById(userId).select("passwordHash");
  if (!row || !(await verifyPassword(password, row.passwordHash))) {
    throw new DomainError("The password is not correct.", 400, { password: ["The password is not correct."] });
  }
  await db.transaction(async (trx) => {
    await deferKeysToCommit(trx); // the companies' rows go by cascade, one table after another
    await trx("sessions").where({ userId }).delete();
    await trx("apiTokens").where({ userId }).delete();
    await trx("users").where({ id: userId }).update({ currentCompanyId: null });
    // A company the user is the last owner of goes with them; one with another owner stays theirs.
    const otherOwner = (company: string) =>
      trx("companyMembers as o").whereRaw(`o.company_id = ${company}`).where("o.role", "owner").whereNot("o.userId", userId);
    await trx("companies as c")
      .where("c.ownerId", userId)
      .whereExists(otherOwner("c.id"))
      .update({ ownerId: otherOwner("c.id").select("o.userId").orderBy("o.createdAt").limit(1) });
    await trx("companies as c")
      .whereIn("c.id", trx("companyMembers").where({ userId, role: "owner" }).select("companyId"))
      .whereNotExists(otherOwner("c.id"))
      .delete();
    await trx("users").where({ id: userId }).delete();
  });
}
