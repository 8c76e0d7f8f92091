import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { writeReadableStreamToWritable } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressResponses } from "./compression.server";

// The server's compression, driven the way Remix's Express adapter drives it: a web stream written
// chunk by chunk with res.flush() after each (writeReadableStreamToWritable is the adapter's own).

const CHUNK = 2048; // React's write size
const row = (n: number) => `<li class="flex w-full items-center rounded px-3 py-1.5 text-sm">Vendor ${n}</li>`;
const shell = Array.from({ length: 2000 }, (_, n) => row(n)).join("");

let server: http.Server;
let base = "";
let releaseLater: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(compressResponses());
  // A page whose shell is written at once in 2 KB chunks, and whose last part waits for the test.
  app.get("/streamed", async (_req, res) => {
    const later = new Promise<void>((resolve) => (releaseLater = resolve));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const bytes = encoder.encode(`<html><body><ul>${shell}</ul><p>shell done</p>`);
        for (let at = 0; at < bytes.length; at += CHUNK) controller.enqueue(bytes.slice(at, at + CHUNK));
        await later;
        controller.enqueue(encoder.encode("<p>deferred part</p></body></html>"));
        controller.close();
      },
    });
    res.status(200).type("text/html");
    await writeReadableStreamToWritable(body, res);
  });
  app.get("/export.csv", (_req, res) => {
    res.set("Content-Disposition", 'attachment; filename="vendors.csv"').type("text/csv");
    res.send(["Vendor ID,Vendor Name", ...Array.from({ length: 500 }, (_, n) => `V${n},Birch Supplies ${n}`)].join("\n"));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, acceptEncoding: string) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(`${base}${path}`, { headers: { "Accept-Encoding": acceptEncoding } }, resolve).on("error", reject);
  });
}

function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

describe("compressed responses", () => {
  it("streams: what was written reaches the browser, decodable, before the response ends", async () => {
    const response = await get("/streamed", "gzip, deflate, br");
    expect(response.headers["content-encoding"]).toBe("br");
    const decoder = zlib.createBrotliDecompress();
    response.pipe(decoder);
    let text = "";
    const shellArrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the shell did not arrive while the response was still open")), 5_000);
      decoder.on("data", (chunk: Buffer) => {
        text += chunk.toString("utf8");
        if (text.includes("shell done")) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    await shellArrived;
    expect(text).not.toContain("deferred part");
    releaseLater();
    await new Promise((resolve) => decoder.on("end", resolve));
    expect(text.endsWith("<p>deferred part</p></body></html>")).toBe(true);
  });

  it("compresses a page written in 2 KB chunks about as well as the page compressed whole", async () => {
    const response = await get("/streamed", "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    setTimeout(() => releaseLater(), 50);
    const wire = await readAll(response);
    const text = zlib.gunzipSync(wire).toString("utf8");
    expect(text).toContain("shell done");
    const whole = zlib.gzipSync(Buffer.from(text)).length;
    expect(wire.length).toBeLessThan(whole * 1.2);
  });

  it("compresses a CSV download, which decodes to the same file", async () => {
    const gzipped = await get("/export.csv", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["content-disposition"]).toBe('attachment; filename="vendors.csv"');
    const decoded = zlib.gunzipSync(await readAll(gzipped)).toString("utf8");

    const plain = await get("/export.csv", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const text = (await readAll(plain)).toString("utf8");
    expect(decoded).toBe(text);
    expect(text.split("\n")[1]).toBe("V0,Birch Supplies 0");
  });
});
