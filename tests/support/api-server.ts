// A real HTTP server for programs that talk to the API (the print daemon): node:http in front of
// the API route modules, called in-process as Remix would, against the test app's database.
import http from "node:http";
import type { AddressInfo } from "node:net";
import * as checkIn from "../../app/routes/api+/print-daemon.check-in";
import * as claim from "../../app/routes/api+/print-daemon.claim";
import * as pdf from "../../app/routes/api+/print-daemon.jobs.$id.pdf";
import * as report from "../../app/routes/api+/print-daemon.jobs.$id.report";
import * as printers from "../../app/routes/api+/system.printers";
import * as printPdf from "../../app/routes/api+/system.print-pdf";

type Handler = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<Response>;

const ROUTES: [string, RegExp, Handler][] = [
  ["POST", /^\/api\/print-daemon\/check-in$/, checkIn.action as Handler],
  ["POST", /^\/api\/print-daemon\/claim$/, claim.action as Handler],
  ["GET", /^\/api\/print-daemon\/jobs\/(?<id>[^/]+)\/pdf$/, pdf.loader as Handler],
  ["POST", /^\/api\/print-daemon\/jobs\/(?<id>[^/]+)\/report$/, report.action as Handler],
  ["GET", /^\/api\/system\/printers$/, printers.loader as Handler],
  ["POST", /^\/api\/system\/print-pdf$/, printPdf.action as Handler],
];

export interface ApiServer {
  url: string;
  /** Answer every request with 503 (the server "away") until set back to false. */
  setAway(away: boolean): void;
  close(): Promise<void>;
}

export async function startApiServer(): Promise<ApiServer> {
  let away = false;
  const server = http.createServer(async (req, res) => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (away) {
        res.writeHead(503).end();
        return;
      }
      const url = new URL(req.url ?? "/", "http://localhost");
      const route = ROUTES.find(([method, pattern]) => method === req.method && pattern.test(url.pathname));
      if (!route) {
        res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "Not found" }));
        return;
      }
      const params = { ...(route[1].exec(url.pathname)?.groups ?? {}) };
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const request = new Request(url, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === "GET" ? undefined : body,
      });
      const response = await route[2]({ request, params, context: {} });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setAway: (value) => {
      away = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
