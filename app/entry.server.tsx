import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import type { Knex } from "knex";
import { renderToPipeableStream } from "react-dom/server";
import { sidebarMenu } from "~/components/shell/sidebar-menu";
import { interruptImportJobs } from "~/modules/imports/jobs.server";
import { SidebarMenuContext } from "~/components/shell/use-sidebar-menu";
import { StaticMarkupContext } from "~/components/ui/static-html";
import { currencyFormatOfPage, withCurrencyFormat } from "~/utils/currency-format.server";
import { cachedStaticMarkup } from "~/utils/static-markup.server";
import { chunksPerTurn } from "~/utils/stream.server";

const ABORT_DELAY = 5_000;

/**
 * Run by server.ts once the database is migrated, before it listens: the background imports a
 * stopped process left queued or running are marked interrupted (ADR 0089).
 */
export async function onServerStart(db: Knex): Promise<void> {
  await interruptImportJobs(db);
}

/**
 * Errors Remix reports from loaders, actions and rendering. Expected HTTP answers (a POST to a
 * screen without an action is a 405, an unknown URL a 404: 4xx error responses) and requests the
 * browser abandoned are not faults of ours and are not logged; the user still gets the error page.
 * Everything else is logged, with its stack.
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const internal = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(internal ?? error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the page is written: a pending timer would keep the whole render (its tree,
    // its data) alive for five seconds after every request, work for the garbage collector.
    const abortTimer = setTimeout(() => abort(), ABORT_DELAY);
    const page = (
      <StaticMarkupContext.Provider value={cachedStaticMarkup}>
        <SidebarMenuContext.Provider value={sidebarMenu}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
        </SidebarMenuContext.Provider>
      </StaticMarkupContext.Provider>
    );
    // The company's currency format is in effect for the whole render (and what it schedules).
    const format = currencyFormatOfPage(remixContext.staticHandlerContext.loaderData ?? {});
    const { pipe, abort } = withCurrencyFormat(format, () =>
      renderToPipeableStream(page, {
        [readyEvent]() {
          shellRendered = true;
          // React's 2 KB writes leave in one chunk per turn of the event loop (app/utils/stream.server.ts).
          const body = chunksPerTurn();
          body.on("finish", () => clearTimeout(abortTimer));
          responseHeaders.set("Content-Type", "text/html");
          responseHeaders.set("X-Frame-Options", "DENY");
          responseHeaders.set("X-Content-Type-Options", "nosniff");
          responseHeaders.set("Referrer-Policy", "same-origin");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      }),
    );
  });
}
