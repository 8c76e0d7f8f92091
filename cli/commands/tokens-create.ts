// ledgerline tokens create — an API token for scripts and the print daemon. Only the token goes to
// stdout, so `TOKEN=$(ledgerline tokens create --email …)` captures exactly it.
import type { Command } from "commander";
import * as z from "zod";
import { createApiToken } from "~/modules/auth/auth.server";
import { email } from "~/modules/auth/schema";
import type { CliContext } from "../context";

const tokensCreateOptions = z.object({
  email,
  name: z.string().trim().min(1, "Token name must not be empty").max(100, "Token name must be at most 100 characters").default("CLI token"),
});

export function registerTokensCreate(parent: Command, ctx: CliContext) {
  parent
    .command("create")
    .description("create an API token (printed once)")
    .requiredOption("--email <email>", "the token's user")
    .option("--name <name>", "what the token is for (default: CLI token)")
    .action(async (raw: unknown) => {
      const options = tokensCreateOptions.parse(raw);
      const db = await ctx.db();
      const user = await ctx.requireUser(db, options.email);
      const { id, token } = await createApiToken(db, user.id, options.name);
      if (ctx.globals.json) ctx.json({ id, name: options.name, email: user.email, token });
      else ctx.out(token);
      ctx.err(`Created token ${id} "${options.name}" for ${user.email}. It is shown only once: store it now.`);
    });
}
