import { constants } from "node:zlib";
import compression from "compression";
import type { RequestHandler } from "express";

// Compressed responses (ADR 0018): brotli or gzip, as the client accepts, for pages, data requests,
// the API's JSON, CSV downloads and static files alike. server.ts puts these before everything else.

/**
 * Streaming through compression. Remix's adapter calls the res.flush() that compression adds after
 * every chunk it writes, and React writes a page in 2 KB chunks: flushed one by one they compress
 * to three or four times the size of the page compressed whole. Flushing once per turn of the event
 * loop instead sends what was rendered in one go as one compressed piece, while a part streamed
 * later (deferred data, a suspended boundary) still goes out as soon as it is written.
 */
export const flushOncePerTurn: RequestHandler = (_req, res, next) => {
  const flushable = res as typeof res & { flush?: () => void };
  const flush = flushable.flush;
  if (typeof flush === "function") {
    let scheduled = false;
    flushable.flush = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        if (!res.writableEnded) flush.call(res);
      });
    };
  }
  next();
};

/**
 * The middleware, in order: compression, then the flush above. Brotli at quality 4 (compression's
 * default) with a 256 KB window instead of brotli's 4 MB: the window covers a whole page, and setting
 * up the large one for every response cost a 32-connection load of the Vendors list about 3 ms of CPU
 * per page, a quarter of rendering it. Gzip at level 6; nothing under 1 KB is compressed.
 */
export function compressResponses(): RequestHandler[] {
  return [compression({ brotli: { params: { [constants.BROTLI_PARAM_LGWIN]: 18 } } }), flushOncePerTurn];
}
