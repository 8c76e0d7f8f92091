import type { RequestHandler } from "express";

// Admission: at most so many requests inside the app at once, the others waiting their turn in the
// order they came (ADR 0090). One Node process answers every request on one thread: with 32 pages
// asked at once, each page's steps (reading the session, its statements, rendering, compressing)
// interleave with every other page's, so each waits behind all the others at every step, and some
// wait far longer than the rest. A few at a time, in order, finish as fast on average and without
// that long tail, and hold fewer half-built pages in memory for the garbage collector.

/** Requests inside the app at once, unless `MAX_CONCURRENT_REQUESTS` says otherwise. */
export const DEFAULT_CONCURRENT_REQUESTS = 8;

/** `MAX_CONCURRENT_REQUESTS` as a positive integer, 0 for no limit, or the default when unset or not a number. */
export function concurrentRequestsOf(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.MAX_CONCURRENT_REQUESTS ?? "");
  return env.MAX_CONCURRENT_REQUESTS?.trim() && Number.isInteger(value) && value >= 0 ? value : DEFAULT_CONCURRENT_REQUESTS;
}

/**
 * Middleware letting `limit` requests through at once (0: all); a request leaves when its answer is
 * written or its connection closes, and the first waiting one goes in. A client that gives up while
 * waiting is dropped from the line.
 */
export function admitInTurn(limit: number): RequestHandler {
  if (limit === 0) return (_req, _res, next) => next();
  let inside = 0;
  const waiting: (() => void)[] = [];
  const admitNext = () => {
    while (inside < limit && waiting.length > 0) waiting.shift()!();
  };
  return (_req, res, next) => {
    let state: "waiting" | "inside" | "gone" = "waiting";
    const enter = () => {
      if (state !== "waiting") return;
      state = "inside";
      inside++;
      next();
    };
    const leave = () => {
      if (state === "inside") {
        inside--;
        state = "gone";
        admitNext();
      } else if (state === "waiting") {
        state = "gone";
        const at = waiting.indexOf(enter);
        if (at >= 0) waiting.splice(at, 1);
      }
    };
    res.once("finish", leave);
    res.once("close", leave);
    waiting.push(enter);
    admitNext();
  };
}
