import { activeToken } from "~/modules/auth/auth.server";
import { daemonOfToken, PRINT_MESSAGES, type PrintDaemon } from "~/modules/printing/print-jobs.server";
import { DomainError } from "~/utils/errors";
import type { ApiContext } from "./__api.server";

// The print daemon's calls sign in with an API token only (a browser session is no daemon): the
// token names the daemon, and its user the companies whose checks it may print.

export async function daemonToken(ctx: Pick<ApiContext<unknown, unknown, unknown>, "request" | "db">) {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.request.headers.get("Authorization") ?? "");
  const token = match ? await activeToken(ctx.db, match[1]) : null;
  if (!token) throw new DomainError(PRINT_MESSAGES.daemonTokenRequired, 401);
  return token;
}

/** The daemon that checked in with this request's token. */
export async function requireDaemon(ctx: Pick<ApiContext<unknown, unknown, unknown>, "request" | "db">): Promise<PrintDaemon> {
  return daemonOfToken(ctx.db, await daemonToken(ctx));
}
