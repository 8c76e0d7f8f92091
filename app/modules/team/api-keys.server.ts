import type { Knex } from "knex";
import { recordActivity } from "~/modules/activity/activity.server";
import { createApiToken, revokeTokenById } from "~/modules/auth/auth.server";
import type { TeamActor } from "~/modules/companies/members.server";
import { can, type KeyScope, keyScopesOfferedBy } from "~/modules/companies/policy";
import { DomainError } from "~/utils/errors";
import { API_KEY_MESSAGES, type ApiKeyInput } from "./schema";

// A company's API keys (issue 29 item 4, ADR 0069): api_tokens scoped to one company, as a role no
// higher than the creator's there, or "print" (the print daemon's: claims and reports print jobs,
// reads nothing). The key acts as its creator, capped by its role; what it may do is enforced where
// the API resolves a request's token (app/routes/api+/__api.server.ts), not here. The web screen
// (Settings › Integration Keys), the API and the CLI create, list and revoke them through this file.

export interface ApiKeyView {
  id: number;
  name: string;
  scope: KeyScope;
  userId: number;
  /** Its creator, as the owner and admins see every member's keys. */
  createdBy: string;
  createdByEmail: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** Create a key of the actor's company: shown once (`token`), stored as its hash. */
export async function createCompanyKey(db: Knex, actor: TeamActor, input: ApiKeyInput): Promise<{ key: ApiKeyView; token: string }> {
  if (!keyScopesOfferedBy(actor.role).includes(input.scope)) {
    const message = input.scope === "print" ? API_KEY_MESSAGES.printNotAllowed : API_KEY_MESSAGES.roleAboveOwn;
    throw new DomainError(message, 403, { scope: [message] });
  }
  const { id, token } = await db.transaction(async (trx) => {
    const created = await createApiToken(trx, actor.userId, input.name, { companyId: actor.companyId, scope: input.scope });
    await recordActivity(trx, actor, {
      activity: "created",
      recordType: "api_key",
      recordId: created.id,
      name: input.name,
      link: "settings/integration-keys",
      detail: `scope ${input.scope}`,
    });
    return created;
  });
  const [key] = await keysQuery(db, actor.companyId).where("t.id", id);
  return { key, token };
}

/** The company's keys the actor may see: their own, or every member's for one who manages members. Newest first. */
export async function listCompanyKeys(db: Knex, actor: TeamActor): Promise<ApiKeyView[]> {
  const query = keysQuery(db, actor.companyId);
  if (!can(actor.role, "members")) query.where("t.userId", actor.userId);
  return query;
}

/** Revoke one of the company's keys: one's own, or any for one who manages members (another's: 403). Already revoked: 409. */
export async function revokeCompanyKey(db: Knex, actor: TeamActor, keyId: number): Promise<ApiKeyView> {
  return db.transaction(async (trx) => {
    const [key] = await keysQuery(trx, actor.companyId).where("t.id", keyId).forUpdate("t");
    if (!key) throw new DomainError(API_KEY_MESSAGES.notFound, 404);
    if (key.userId !== actor.userId && !can(actor.role, "members")) throw new DomainError(API_KEY_MESSAGES.notYours, 403);
    if (key.revokedAt) throw new DomainError(API_KEY_MESSAGES.alreadyRevoked(key.name), 409);
    const revokedAt = await revokeTokenById(trx, keyId);
    await recordActivity(trx, actor, {
      activity: "deleted",
      recordType: "api_key",
      recordId: keyId,
      name: key.name,
      link: "settings/integration-keys",
      detail: "revoked",
    });
    return { ...key, revokedAt };
  });
}

function keysQuery(db: Knex, companyId: number) {
  return db("apiTokens as t")
    .join("users as u", "u.id", "t.userId")
    .where("t.companyId", companyId)
    .orderBy("t.id", "desc")
    .select<ApiKeyView[]>(
      "t.id",
      "t.name",
      "t.scope",
      "t.userId",
      db.raw("trim(u.first_name || ' ' || u.last_name) as created_by"),
      "u.email as createdByEmail",
      "t.createdAt",
      "t.lastUsedAt",
      "t.revokedAt",
    );
}
