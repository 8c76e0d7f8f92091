// ledgerline db migrate — apply pending migrations and say which.
import type { Command } from "commander";
import * as z from "zod";
import { migrateLatest } from "~/utils/db.server";
import type { CliContext } from "../context";

const dbMigrateOptions = z.object({}).strict();

export function registerDbMigrate(parent: Command, ctx: CliContext) {
  parent
    .command("migrate")
    .description("apply pending database migrations")
    .action(async (options: unknown) => {
      dbMigrateOptions.parse(options);
      const db = ctx.openUnmigrated();
      const applied = await migrateLatest(db);
      if (ctx.globals.json) return ctx.json({ applied });
      if (applied.length === 0) return ctx.out("Database is up to date");
      ctx.out(`Applied ${applied.length} migration${applied.length === 1 ? "" : "s"}:`);
      for (const name of applied) ctx.out(`  ${name}`);
    });
}
