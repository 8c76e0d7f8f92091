// A closed-loop load generator: `concurrency` workers each send a request, wait for the whole answer,
// and send the next, for a fixed time after a warm-up. The same loop drives the app over HTTP and
// the floor's bare pg client, so both are measured the same way. As wrk and autocannon count, the
// measured requests are those that finish inside the window, whenever they started: counting only
// those that also started in it would drop every request longer than the window and, with requests
// of several seconds that start together, count one wave of them or none depending on the phase.
import http from "node:http";
import zlib from "node:zlib";
import { median } from "./report";

export interface LoadResult {
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
  /** The app server's CPU time (user + system) per answered request over the run, warm-up included, ms; when measured. */
  serverCpuMsPerRequest?: number;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Run `once` from `concurrency` workers: `warmupMs` unmeasured, then `durationMs` measured. */
export async function runLoad(
  once: () => Promise<void>,
  options: { concurrency: number; warmupMs: number; durationMs: number },
): Promise<LoadResult> {
  const { concurrency, warmupMs, durationMs } = options;
  const latencies: number[] = [];
  const start = performance.now();
  const measureFrom = start + warmupMs;
  const stopAt = measureFrom + durationMs;
  let firstError: unknown;
  const worker = async () => {
    while (performance.now() < stopAt && firstError === undefined) {
      const t0 = performance.now();
      try {
        await once();
      } catch (error) {
        firstError ??= error;
        return;
      }
      const t1 = performance.now();
      if (t1 >= measureFrom && t1 <= stopAt) latencies.push(t1 - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (firstError !== undefined) throw firstError;
  const seconds = durationMs / 1000;
  return {
    requests: latencies.length,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    medianMs: median(latencies),
    p99Ms: percentile(latencies, 99),
  };
}

/** What a browser says it accepts (Chromium over HTTPS, less zstd, which Node cannot decode). */
export const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br";

/**
 * GET a URL on a keep-alive agent, saying `Accept-Encoding` as a browser does; resolves with the
 * body decoded as the browser would read it, rejects on a status other than 200.
 */
export function httpGetter(agent: http.Agent, acceptEncoding = BROWSER_ACCEPT_ENCODING) {
  return (url: string, headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      const request = http.get(url, { agent, headers: { "Accept-Encoding": acceptEncoding, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          let body: string;
          try {
            body = decodeBody(Buffer.concat(chunks), response.headers["content-encoding"]).toString("utf8");
          } catch (error) {
            reject(error);
            return;
          }
          if (response.statusCode !== 200) reject(new Error(`GET ${url} answered ${response.statusCode}: ${body.slice(0, 300)}`));
          else resolve(body);
        });
        response.on("error", reject);
      });
      request.on("error", reject);
    });
}

/** A body as the browser reads it: decoded from its Content-Encoding. */
export function decodeBody(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? "identity").trim().toLowerCase()) {
    case "gzip":
      return zlib.gunzipSync(body);
    case "br":
      return zlib.brotliDecompressSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    case "identity":
    case "":
      return body;
    default:
      throw new Error(`Unexpected Content-Encoding: ${encoding}`);
  }
}
