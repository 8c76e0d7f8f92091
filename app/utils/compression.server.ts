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

/** The middleware, in order: compression (defaults: brotli quality 4, gzip level 6, from 1 KB), then the flush above. */
export function compressResponses(): RequestHandler[] {
  return [compression(), flushOncePerTurn];
}
