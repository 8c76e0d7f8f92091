import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { call } from "./app";
import { pdfText } from "./cups";

// Calling a report screen's loader (or its CSV or PDF) as a signed-in user, as the report tests do.

/** GET /company/:companyId/dashboard/reports/<route><query> through `handler`, with the session cookie. */
export function callReport(handler: unknown, companyId: number, route: string, query: string, cookie: string) {
  return call(handler, `/company/${companyId}/dashboard/reports/${route}${query}`, {
    params: { companyId: String(companyId) },
    headers: { Cookie: cookie },
  });
}

/** The response, once it is a 200 (else its body is the failure's message). */
export async function ok(response: Response): Promise<Response> {
  expect(response.status, await response.clone().text()).toBe(200);
  return response;
}

/** A PDF response's text (pdftotext), runs of spaces as one. */
export async function pdfTextOf(response: Response): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "report-pdf-")), "report.pdf");
  fs.writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
  return pdfText(file).replace(/[ \t]+/g, " ");
}
