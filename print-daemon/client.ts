import type { CheckIn, ClaimedJob, JobReport } from "../app/modules/printing/printers";

// The daemon's side of the server's /api/print-daemon calls: plain HTTP with the bearer token.

/** The server did not answer, or answered 5xx: try again later. */
export class ServerAwayError extends Error {}
/** The server refused the call (bad token, a 4xx): retrying the same call will not help. */
export class ServerRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface DaemonClient {
  checkIn(body: CheckIn): Promise<void>;
  claim(): Promise<ClaimedJob | null>;
  pdf(job: ClaimedJob): Promise<Uint8Array>;
  report(job: ClaimedJob, report: JobReport): Promise<void>;
}

export function httpClient(server: string, token: string, fetchImpl: typeof fetch = fetch): DaemonClient {
  const base = server.replace(/\/+$/, "");
  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(base + path, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, ...(init.body ? { "Content-Type": "application/json" } : {}), ...init.headers },
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new ServerAwayError(`${base} does not answer (${(error as Error).message})`);
    }
    if (response.status >= 500) throw new ServerAwayError(`${base} answered ${response.status}`);
    if (response.status >= 400) {
      const text = await response.text();
      let message = text;
      try {
        message = (JSON.parse(text) as { error?: string }).error ?? text;
      } catch {
        // not JSON: the text as it came
      }
      throw new ServerRefusedError(`${path}: ${response.status} ${message}`, response.status);
    }
    return response;
  }
  return {
    async checkIn(body) {
      await call("/api/print-daemon/check-in", { method: "POST", body: JSON.stringify(body) });
    },
    async claim() {
      const response = await call("/api/print-daemon/claim", { method: "POST", body: "{}" });
      if (response.status === 204) return null;
      return ((await response.json()) as { job: ClaimedJob }).job;
    },
    async pdf(job) {
      const response = await call(job.pdfPath);
      return new Uint8Array(await response.arrayBuffer());
    },
    async report(job, report) {
      await call(`/api/print-daemon/jobs/${job.id}/report`, { method: "POST", body: JSON.stringify(report) });
    },
  };
}
