// ledgerline tokens create — an API token for scripts, or a key of one company (as a role no higher
// than the user's there, or --print for the print daemon; ADR 0069). Only the token goes to stdout,
// so `TOKEN=$(ledgerline tokens create --email … --company 1 --print)` captures exactly it.
import type { Command } from "commander";
import * as z from "zod";
import { createApiToken } from "~/modules/auth/auth.server";
import { email } from "~/modules/auth/schema";
import { getMemberCompany } from "~/modules/companies/companies.server";
import { KEY_SCOPE_LABELS, ROLES, type Role } from "~/modules/companies/policy";
import { createCompanyKey } from "~/modules/team/api-keys.server";
import { DomainError } from "~/utils/errors";
import type { CliContext } from "../context";
import { UsageError } from "../errors";
import { companyId } from "../options";

const tokensCreateOptions = z.object({
  email,
  name: z.string().trim().min(1, "Token name must not be empty").max(100, "Token name must be at most 100 characters").default("CLI token"),
  company: companyId.optional(),
  role: z.enum(ROLES as unknown as [Role, ...Role[]], { error: `Role must be one of ${ROLES.join(", ")}` }).optional(),
  print: z.boolean().optional(),
});

export function registerTokensCreate(parent: Command, ctx: CliContext) {
  parent
    .command("create")
    .description("create an API token, or a key of one company (printed once)")
    .requiredOption("--email <email>", "the token's user")
    .option("--name <name>", "what the token is for (default: CLI token)")
    .option("--company <id>", "scope the key to this company (with --role or --print)")
    .option("--role <role>", `the key's role in the company, no higher than the user's (${ROLES.join(", ")})`)
    .option("--print", "a print key: it may only claim and report print jobs (the print daemon's)")
    .action(async (raw: { company?: string; role?: string; print?: boolean }) => {
      if (raw.company !== undefined && (raw.role === undefined) === !raw.print)
        throw new UsageError("with --company give exactly one of --role or --print");
      if (raw.company === undefined && (raw.role !== undefined || raw.print)) throw new UsageError("--role and --print need --company");
      const options = tokensCreateOptions.parse(raw);
      const db = await ctx.db();
      const user = await ctx.requireUser(db, options.email);
      let id: number;
      let token: string;
      let scope = "user token";
      if (options.company !== undefined) {
        // The same rule as the Integration Keys screen: a role no higher than the user's in the company.
        const company = await getMemberCompany(db, user.id, options.company).catch((error) => {
          if (error instanceof DomainError && error.status === 404)
            throw new DomainError(`${user.email} is not a member of company ${options.company}`, 404);
          throw error;
        });
        const keyScope = options.print ? "print" : options.role!;
        const created = await createCompanyKey(
          db,
          { companyId: company.id, userId: user.id, role: company.role },
          { name: options.name, scope: keyScope },
        );
        ({ token } = created);
        id = created.key.id;
        scope = `company ${company.id}, ${KEY_SCOPE_LABELS[keyScope]}`;
      } else {
        ({ id, token } = await createApiToken(db, user.id, options.name));
      }
      if (ctx.globals.json)
        ctx.json({
          id,
          name: options.name,
          email: user.email,
          companyId: options.company ?? null,
          scope: options.print ? "print" : (options.role ?? null),
          token,
        });
      else ctx.out(token);
      ctx.err(`Created token ${id} "${options.name}" (${scope}) for ${user.email}. It is shown only once: store it now.`);
    });
}
