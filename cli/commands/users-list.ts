// ledgerline users list — every account, for the administrator of this installation.
import type { Command } from "commander";
import * as z from "zod";
import { listUsers, publicUser } from "~/modules/auth/auth.server";
import type { CliContext } from "../context";
import { table } from "../format";

const usersListOptions = z.object({}).strict();

export function registerUsersList(parent: Command, ctx: CliContext) {
  parent
    .command("list")
    .description("list user accounts")
    .action(async (raw: unknown) => {
      usersListOptions.parse(raw);
      const users = await listUsers(await ctx.db());
      if (ctx.globals.json) return ctx.json(users.map(publicUser));
      if (users.length === 0) return ctx.out("No users");
      ctx.out(
        table(
          [
            { header: "ID", value: (u) => u.id },
            { header: "EMAIL", value: (u) => u.email },
            { header: "FIRST NAME", value: (u) => u.firstName },
            { header: "LAST NAME", value: (u) => u.lastName },
            { header: "USERNAME", value: (u) => u.username },
          ],
          users,
        ),
      );
    });
}
