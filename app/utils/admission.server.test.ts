import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { admitInTurn, concurrentRequestsOf, DEFAULT_CONCURRENT_REQUESTS } from "./admission.server";

/** Requests through the middleware: which went in, in order, and a way to end or drop each. */
function line(limit: number) {
  const admit = admitInTurn(limit);
  const entered: number[] = [];
  const responses: EventEmitter[] = [];
  const ask = (n: number) => {
    const res = new EventEmitter();
    responses[n] = res;
    admit({} as Request, res as unknown as Response, () => entered.push(n));
  };
  return { ask, entered, finish: (n: number) => responses[n].emit("finish"), close: (n: number) => responses[n].emit("close") };
}

describe("admitInTurn", () => {
  it("lets `limit` requests in at once and the others in the order they came, one as each leaves", () => {
    const { ask, entered, finish, close } = line(2);
    for (const n of [1, 2, 3, 4, 5]) ask(n);
    expect(entered).toEqual([1, 2]);
    finish(2);
    expect(entered).toEqual([1, 2, 3]);
    // A connection closing after its answer was written frees its place once, not twice.
    close(2);
    expect(entered).toEqual([1, 2, 3]);
    close(1); // the client went away mid-answer
    expect(entered).toEqual([1, 2, 3, 4]);
    finish(3);
    finish(4);
    expect(entered).toEqual([1, 2, 3, 4, 5]);
  });

  it("drops a request whose client gives up while it waits", () => {
    const { ask, entered, finish, close } = line(1);
    for (const n of [1, 2, 3]) ask(n);
    close(2);
    finish(1);
    expect(entered).toEqual([1, 3]);
  });

  it("lets everything through at once with a limit of 0", () => {
    const { ask, entered } = line(0);
    for (const n of [1, 2, 3]) ask(n);
    expect(entered).toEqual([1, 2, 3]);
  });
});

describe("concurrentRequestsOf", () => {
  it("reads MAX_CONCURRENT_REQUESTS as a whole number, 0 meaning no limit, else the default", () => {
    expect(concurrentRequestsOf({})).toBe(DEFAULT_CONCURRENT_REQUESTS);
    expect(concurrentRequestsOf({ MAX_CONCURRENT_REQUESTS: "4" })).toBe(4);
    expect(concurrentRequestsOf({ MAX_CONCURRENT_REQUESTS: "0" })).toBe(0);
    for (const bad of ["", " ", "two", "-1", "2.5"]) expect(concurrentRequestsOf({ MAX_CONCURRENT_REQUESTS: bad })).toBe(DEFAULT_CONCURRENT_REQUESTS);
  });
});
