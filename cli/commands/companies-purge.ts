// ledgerline companies purge — destroy archived (deleted) companies for good, with their books.
// Lists what it will destroy, then asks on a terminal; without a terminal it needs --yes.
import { createInterface } from "node:readline/promises";
import type { Command } from "commander";
import * as z from "zod";
import { ARCHIVE_DAYS, listPurgeableCompanies, purgeArchivedCompanies } from "~/modules/companies/companies.server";
import type { CliContext } from "../context";
import { UsageError } from "../errors";
import { table } from "../format";
import { companyId } from "../options";

const companiesPurgeOptions = z.object({
  olderThanDays: z.coerce
    .number({ error: "--older-than-days must be a number" })
    .int("--older-than-days must be a whole number")
    .min(0, "--older-than-days must not be negative")
    .max(36500, "--older-than-days is too large")
    .default(ARCHIVE_DAYS),
  company: companyId.optional(),
  yes: z.boolean().default(false),
});

/** Ask a yes/no question on the terminal (stderr), reading the answer from stdin. */
async function confirm(ctx: CliContext, question: string): Promise<boolean> {
  const input = ctx.io.stdin as NodeJS.ReadableStream;
  const rl = createInterface({ input, output: ctx.io.stderr as NodeJS.WritableStream, terminal: false });
  try {
    ctx.err(question);
    const answer = await rl.question("Type yes to continue: ");
    return answer.trim().toLowerCase() === "yes";
  } finally {
    rl.close();
  }
}

export function registerCompaniesPurge(parent: Command, ctx: CliContext) {
  parent
    .command("purge")
    .description(`destroy companies deleted (archived) more than ${ARCHIVE_DAYS} days ago, with all their books`)
    .option("--older-than-days <days>", `only companies archived at least this many days ago (default ${ARCHIVE_DAYS})`)
    .option("--company <id>", "only this archived company")
    .option("--yes", "do not ask for confirmation (required when stdin is not a terminal)")
    .action(async (raw: unknown) => {
      const options = companiesPurgeOptions.parse(raw);
      const db = await ctx.db();
      const doomed = await listPurgeableCompanies(db, { olderThanDays: options.olderThanDays, companyId: options.company });
      if (doomed.length === 0) {
        if (ctx.globals.json) return ctx.json({ purged: [] });
        return ctx.out(
          options.company !== undefined
            ? `Company ${options.company} is not an archived company deleted at least ${options.olderThanDays} days ago: nothing to purge`
            : `No archived companies deleted at least ${options.olderThanDays} days ago: nothing to purge`,
        );
      }
      const listing = table(
        [
          { header: "ID", value: (c) => c.id },
          { header: "NAME", value: (c) => c.companyName },
          { header: "OWNER", value: (c) => c.ownerEmail },
          { header: "ARCHIVED", value: (c) => new Date(c.archivedAt).toISOString().slice(0, 10) },
          { header: "ENTRIES", value: (c) => c.entries },
        ],
        doomed,
      );
      if (!options.yes) {
        const stdin = ctx.io.stdin as (NodeJS.ReadableStream & { isTTY?: boolean }) | string | undefined;
        if (!stdin || typeof stdin === "string" || !stdin.isTTY) {
          ctx.err(listing);
          throw new UsageError(
            `this would destroy ${doomed.length} archived ${doomed.length === 1 ? "company" : "companies"} and their books for good; ` +
              "run it on a terminal to confirm, or add --yes",
          );
        }
        const question = `${listing}\nThis destroys ${doomed.length} archived ${doomed.length === 1 ? "company" : "companies"} and all their books for good.`;
        if (!(await confirm(ctx, question))) {
          ctx.err("Nothing was purged.");
          return;
        }
      } else if (!ctx.globals.json) {
        ctx.out(listing);
      }
      const purged = await purgeArchivedCompanies(
        db,
        doomed.map((c) => c.id),
        options.olderThanDays,
      );
      if (ctx.globals.json) return ctx.json({ purged: doomed.map((c) => c.id), count: purged });
      ctx.out(`Purged ${purged} archived ${purged === 1 ? "company" : "companies"}`);
    });
}
