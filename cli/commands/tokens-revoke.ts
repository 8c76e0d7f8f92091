// ledgerline tokens revoke — stop a token working, by its id or by the token text.
import type { Command } from "commander";
import * as z from "zod";
import { listApiTokens, revokeApiToken } from "~/modules/auth/auth.server";
import { email } from "~/modules/auth/schema";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { UsageError } from "../errors";

const tokensRevokeOptions = z.object({
  email,
  id: z.coerce
    .number({ error: "Token id must be a number" })
    .int("Token id must be a whole number")
    .positive("Token id must be a positive number")
    .max(2147483647, "Token id is too large")
    .optional(),
  token: z.string().trim().min(1, "Token must not be empty").optional(),
});

export function registerTokensRevoke(parent: Command, ctx: CliContext) {
  parent
    .command("revoke")
    .description("revoke one of a user's API tokens")
    .requiredOption("--email <email>", "the token's user")
    .option("--id <id>", "the token's id (see tokens list)")
    .option("--token <token>", "the token itself")
    .action(async (raw: { id?: string; token?: string }) => {
      if ((raw.id === undefined) === (raw.token === undefined)) {
        throw new UsageError("give exactly one of --id or --token");
      }
      const options = tokensRevokeOptions.parse(raw);
      const db = await ctx.db();
      const user = await ctx.requireUser(db, options.email);
      const activeBefore = new Set((await listApiTokens(db, user.id)).filter((t) => !t.revokedAt).map((t) => t.id));
      const revoked = await revokeApiToken(db, user.id, options.id ?? options.token!);
      if (revoked === 0) {
        throw new DomainError(
          options.id !== undefined
            ? `No active token ${options.id} for ${user.email}`
            : `No active token of ${user.email} matches that token`,
          404,
        );
      }
      // revokeApiToken counts rows; the id of a token revoked by its text is the one no longer active.
      const ids = (await listApiTokens(db, user.id)).filter((t) => t.revokedAt && activeBefore.has(t.id)).map((t) => t.id);
      if (ctx.globals.json) return ctx.json({ revoked: ids });
      for (const id of ids) ctx.out(`Revoked token ${id}`);
    });
}
