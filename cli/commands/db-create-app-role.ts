// ledgerline db create-app-role — a least-privilege PostgreSQL login for the running server: it
// reads and writes rows, but cannot alter, drop or truncate tables nor disable their triggers.
// Run it (and `db migrate`) with the owner's DATABASE_URL; run the server with the role's URL.
import { randomBytes } from "node:crypto";
import type { Command } from "commander";
import * as z from "zod";
import { appRoleUrl, createAppRole, migrateLatest } from "~/utils/db.server";
import { DomainError } from "~/utils/errors";
import { resolveDatabase, type CliContext } from "../context";

const dbCreateAppRoleOptions = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, "--name must be lower-case letters, digits and _, starting with a letter or _ (at most 63)")
    .default("ledgerline_app"),
  passwordStdin: z.boolean().default(false),
});

export function registerDbCreateAppRole(parent: Command, ctx: CliContext) {
  parent
    .command("create-app-role")
    .description("create a least-privilege PostgreSQL login for the server (rows only; not the tables' owner)")
    .option("--name <role>", "the role's name (default ledgerline_app)")
    .option("--password-stdin", "read the role's password from stdin (default: generate one and print it once)")
    .action(async (raw: unknown) => {
      const options = dbCreateAppRoleOptions.parse(raw);
      const target = resolveDatabase(ctx.globals, ctx.io.env, ctx.cwd);
      if (!target.url) {
        const message =
          "The embedded database (PGlite) has a single user inside this process and no network access: " +
          "an app role is not needed. Set DATABASE_URL to a PostgreSQL server to create one.";
        if (ctx.globals.json) return ctx.json({ created: false, reason: message });
        return ctx.out(message);
      }
      let password: string;
      if (options.passwordStdin) {
        password = (await ctx.readStdin()).replace(/\r?\n$/, "");
        if (!password) throw new DomainError("--password-stdin: no password on stdin", 400);
      } else {
        password = randomBytes(18).toString("base64url");
      }
      const db = ctx.openUnmigrated();
      await migrateLatest(db); // the role is granted what the current schema has
      const { created, database } = await createAppRole(db, options.name, password);
      const url = appRoleUrl(target.url, options.name, options.passwordStdin ? undefined : password);
      if (ctx.globals.json) return ctx.json({ role: options.name, created, database, url });
      ctx.out(`${created ? "Created" : "Updated"} role ${options.name} on database ${database} (rows only; not the tables' owner).`);
      ctx.out(`Run the server with DATABASE_URL=${url}${options.passwordStdin ? " (with the password you gave)" : ""}`);
      ctx.out("Keep running `ledgerline db migrate` with the owner's DATABASE_URL.");
    });
}
