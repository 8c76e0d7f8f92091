// ledgerline users create — make an account (the same rules and messages as sign-up).
import type { Command } from "commander";
import * as z from "zod";
import { createUser, publicUser } from "~/modules/auth/auth.server";
import { signupSchema } from "~/modules/auth/schema";
import type { CliContext } from "../context";
import { UsageError } from "../errors";

const usersCreateOptions = z.object({
  email: z.string(),
  password: z.string().optional(),
  passwordStdin: z.boolean().default(false),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().optional(),
});

/** The password from --password, --password-stdin (one trailing newline dropped) or LEDGERLINE_PASSWORD. */
async function resolvePassword(ctx: CliContext, options: z.infer<typeof usersCreateOptions>): Promise<string> {
  if (options.password !== undefined && options.passwordStdin) {
    throw new UsageError("give the password with either --password or --password-stdin, not both");
  }
  if (options.passwordStdin) return (await ctx.readStdin()).replace(/\r?\n$/, "");
  if (options.password !== undefined) return options.password;
  const fromEnv = ctx.io.env.LEDGERLINE_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== "") return fromEnv;
  throw new UsageError("a password is required: --password P, --password-stdin, or the LEDGERLINE_PASSWORD variable");
}

export function registerUsersCreate(parent: Command, ctx: CliContext) {
  parent
    .command("create")
    .description("create a user account")
    .requiredOption("--email <email>", "sign-in email")
    .option("--password <password>", "password (prefer --password-stdin or LEDGERLINE_PASSWORD: arguments are visible to other users)")
    .option("--password-stdin", "read the password from standard input")
    .requiredOption("--first-name <name>", "first name")
    .requiredOption("--last-name <name>", "last name")
    .option("--username <username>", "optional username")
    .action(async (raw: unknown) => {
      const options = usersCreateOptions.parse(raw);
      const password = await resolvePassword(ctx, options);
      // Validate everything before the database is opened: bad input writes nothing.
      const input = signupSchema.parse({
        email: options.email,
        password,
        firstName: options.firstName,
        lastName: options.lastName,
        username: options.username,
      });
      const user = await createUser(await ctx.db(), input);
      if (ctx.globals.json) return ctx.json(publicUser(user));
      ctx.out(`Created user ${user.id} ${user.email}`);
    });
}
