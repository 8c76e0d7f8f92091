// ledgerline tokens list — a user's API tokens and company keys, with their scope and last use (never
// the tokens themselves: only their hashes are kept).
import type { Command } from "commander";
import * as z from "zod";
import { listApiTokens } from "~/modules/auth/auth.server";
import { email } from "~/modules/auth/schema";
import { KEY_SCOPE_LABELS, type KeyScope } from "~/modules/companies/policy";
import type { CliContext } from "../context";
import { table, timestamp } from "../format";

const tokensListOptions = z.object({ email });

export function registerTokensList(parent: Command, ctx: CliContext) {
  parent
    .command("list")
    .description("list a user's API tokens")
    .requiredOption("--email <email>", "the tokens' user")
    .action(async (raw: unknown) => {
      const options = tokensListOptions.parse(raw);
      const db = await ctx.db();
      const user = await ctx.requireUser(db, options.email);
      const tokens = await listApiTokens(db, user.id);
      if (ctx.globals.json) return ctx.json(tokens);
      if (tokens.length === 0) return ctx.out(`No tokens for ${user.email}`);
      ctx.out(
        table(
          [
            { header: "ID", value: (t) => t.id },
            { header: "NAME", value: (t) => t.name },
            {
              header: "SCOPE",
              value: (t) => (t.companyId == null ? "user" : `company ${t.companyId}: ${KEY_SCOPE_LABELS[t.scope as KeyScope]}`),
            },
            { header: "CREATED", value: (t) => timestamp(t.createdAt) },
            { header: "LAST USED", value: (t) => timestamp(t.lastUsedAt) || "never" },
            { header: "STATUS", value: (t) => (t.revokedAt ? `revoked ${timestamp(t.revokedAt)}` : "active") },
          ],
          tokens,
        ),
      );
    });
}
