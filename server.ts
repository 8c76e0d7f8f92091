// Ledgerline's HTTP server: Express serving the built Remix app and its static assets.
// Our own server (rather than remix-serve) opens and migrates the database before listening and
// closes it on SIGTERM/SIGINT, which the embedded database needs to release its lock cleanly.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { compressResponses } from "./app/utils/compression.server";
import { closeDb, type Db, getDb } from "./app/utils/db.server";
import { CLIENT_ADDRESS_HEADER } from "./app/utils/client-address.server";
import { isLegacyDataRequest, LEGACY_DATA_REQUEST_MESSAGE } from "./app/utils/legacy-data-request.server";
import { isCrossOriginMutation, trustProxy } from "./app/utils/origin.server";
import { withRequestScope } from "./app/utils/request-scope.server";

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";
const buildPath = path.resolve("build/index.js");

/**
 * The files of public/ beside build/ (a favicon, robots.txt), looked up only for their own paths:
 * express.static in front of every page asked the disk for each page's path first, 4% of the
 * server's time under load.
 */
function otherPublicFiles(): express.RequestHandler {
  const names = new Set(fs.existsSync("public") ? fs.readdirSync("public").filter((name) => name !== "build") : []);
  const serve = express.static("public", { maxAge: "1h" });
  return (req, res, next) => (names.has(req.path.split("/")[1] ?? "") ? serve(req, res, next) : next());
}

async function main() {
  const db = await getDb(); // migrations apply on start
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  // The app's own start (entry.server.tsx): what a stopped process left half done is settled before the first request.
  await (build.entry.module as { onServerStart?: (handle: Db) => Promise<void> }).onServerStart?.(db);

  const app = express();
  app.disable("x-powered-by");
  // Behind a proxy the operator trusts, req.protocol and req.hostname (and so the request URL Remix sees) follow X-Forwarded-*.
  if (trustProxy()) app.set("trust proxy", true);
  // Brotli or gzip, as the browser accepts, for every response; streamed pages still stream (ADR 0018).
  app.use(compressResponses());
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  app.use(otherPublicFiles());
  app.use((req, res, next) => {
    if (!isCrossOriginMutation(req.method, { get: (name) => req.get(name) ?? null })) return next();
    const message = "This request came from another site and was refused.";
    if (req.path.startsWith("/api/")) res.status(403).json({ error: message });
    else res.status(403).type("text/plain").send(message);
  });
  // The client's address for the sign-in throttle, where Remix can read it (never the client's own say).
  app.use((req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    next();
  });
  app.use((req, res, next) => {
    if (!isLegacyDataRequest(req.originalUrl)) return next();
    if (req.path.startsWith("/api/")) res.status(400).json({ error: LEGACY_DATA_REQUEST_MESSAGE });
    else res.status(400).type("text/plain").send(LEGACY_DATA_REQUEST_MESSAGE);
  });
  const remix = createRequestHandler({ build, mode: process.env.NODE_ENV ?? "production" });
  // Each request's loaders share one session and company lookup (app/utils/request-scope.server.ts).
  app.all("*", (req, res, next) => withRequestScope(() => remix(req, res, next)));

  const server = app.listen(port, host, () => {
    console.log(`Ledgerline is running at http://localhost:${port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing the server and the database`);
    server.close();
    server.closeAllConnections?.();
    closeDb()
      .catch((error) => console.error(error))
      .finally(() => process.exit(0));
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
