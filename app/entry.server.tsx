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
import { BROTLI_PARAMS } from "~/utils/compression.server";
import { acceptsBrotli, asksForFreshPage, keepingPages, keepPage, keptPage, renderedPageKey } from "~/utils/rendered-pages.server";
import { chunksPerTurn, readWhatIsReady } from "~/utils/stream.server";

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

/** The headers every document is sent with. */
function documentHeaders(headers: Headers): Headers {
  headers.set("Content-Type", "text/html");
  headers.set("X-Frame-Options", "DENY");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "same-origin");
  return headers;
}

/**
 * The key the page is kept under once rendered (app/utils/rendered-pages.server.ts, ADR 0090), or
 * null for a page that is rendered every time: anything but a successful GET, a page whose data is
 * still streaming (a deferred value), and every page when none are kept. Reading the data Remix hands the browser leaves the context with a stream that
 * gives it again.
 */
async function renderedPageKeyOf(request: Request, status: number, remixContext: EntryContext): Promise<string | null> {
  const data = remixContext.serverHandoffStream;
  if (!keepingPages || request.method !== "GET" || status !== 200 || remixContext.staticHandlerContext.errors || !data) return null;
  const { chunks, ended, rest } = await readWhatIsReady(data);
  remixContext.serverHandoffStream = rest;
  if (!ended) return null;
  return renderedPageKey({ build: remixContext.manifest.version, url: request.url, status, data: chunks });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const key = await renderedPageKeyOf(request, responseStatusCode, remixContext);
  const kept = key && !asksForFreshPage(request.headers) ? keptPage(key) : undefined;
  if (kept) {
    const headers = documentHeaders(responseHeaders);
    if (kept.br && acceptsBrotli(request.headers.get("accept-encoding"))) {
      // Already compressed: the compression middleware leaves a response with a Content-Encoding alone.
      headers.set("Content-Encoding", "br");
      headers.append("Vary", "Accept-Encoding");
      return new Response(kept.br, { headers, status: responseStatusCode });
    }
    return new Response(kept.html, { headers, status: responseStatusCode });
  }
  return renderPage(request, responseStatusCode, responseHeaders, remixContext, key);
}

function renderPage(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  key: string | null,
) {
  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
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
          // React's 2 KB writes leave in one chunk per turn of the event loop (app/utils/stream.server.ts);
          // a page rendered whole, without an error, is kept for the next request of the same data.
          const keep = key ? (html: Buffer) => !failed && keepPage(key, html, BROTLI_PARAMS) : undefined;
          const body = chunksPerTurn(keep);
          body.on("finish", () => clearTimeout(abortTimer));
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: documentHeaders(responseHeaders), status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      }),
    );
  });
}
