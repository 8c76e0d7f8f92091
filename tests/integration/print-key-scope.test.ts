// A company's print key (issue 29 item 4, ADR 0069) prints that company's checks only: a check queued
// in another company of the same owner is not claimed through it, and a job of that other company
// cannot be reported, nor its PDF fetched, through it — though the owner's own token prints it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken } from "../../app/modules/auth/auth.server";
import { queuePrintJobs } from "../../app/modules/checks/check-print-queue.server";
import { confirmCheck } from "../../app/modules/checks/checks.server";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { createCompanyKey } from "../../app/modules/team/api-keys.server";
import * as checkInApi from "../../app/routes/api+/print-daemon.check-in";
import * as claimApi from "../../app/routes/api+/print-daemon.claim";
import * as pdfApi from "../../app/routes/api+/print-daemon.jobs.$id.pdf";
import * as reportApi from "../../app/routes/api+/print-daemon.jobs.$id.report";
import { call, startTestApp, type TestApp } from "../support/app";
import { billPaidByCheque, giveBankingBooks } from "../support/banking-books";
import { ownerWithTwoCompanies } from "../support/books";

let app: TestApp;
let mine: CompanyContext;
let theirs: CompanyContext;
let printKey: string;
let ownerToken: string;
let jobId: number;

const PRINTER = { name: "Office_Laser", isDefault: true, state: "idle", stateReasons: [], deviceUri: "ipp://10.0.0.5/ipp/print" };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function checkIn(token: string, name: string) {
  const response = await call(checkInApi.action, "/api/print-daemon/check-in", {
    method: "POST",
    headers: bearer(token),
    body: { name, platform: "linux-cups", printers: [PRINTER] },
  });
  expect(response.status).toBe(200);
}

const claim = (token: string) => call(claimApi.action, "/api/print-daemon/claim", { method: "POST", headers: bearer(token), body: {} });

const report = (token: string, id: number) =>
  call(reportApi.action, `/api/print-daemon/jobs/${id}/report`, {
    method: "POST",
    params: { id: String(id) },
    headers: bearer(token),
    body: { outcome: "printed" },
  });

const pdf = (token: string, id: number) =>
  call(pdfApi.loader, `/api/print-daemon/jobs/${id}/pdf`, { params: { id: String(id) }, headers: bearer(token) });

const jobOf = async (id: number) => app.db("printJobs").where({ id }).first("companyId", "state", "claimedBy");

beforeAll(async () => {
  app = await startTestApp();
  const { user, ctx, other } = await ownerWithTwoCompanies(app.db, "2026-03-11");
  [mine, theirs] = [ctx, other];
  printKey = (
    await createCompanyKey(app.db, { companyId: mine.companyId, userId: user.id, role: "owner" }, { name: "Front office", scope: "print" })
  ).token;
  ownerToken = (await createApiToken(app.db, user.id, "Olive's own daemon")).token;
  // The owner's own daemon reports the printer, so the other company may queue on it.
  await checkIn(ownerToken, "back-office");
  await checkIn(printKey, "front-office");
  const books = await giveBankingBooks(app.db, theirs);
  const { payment } = await billPaidByCheque(app.db, theirs, books, { amount: "75.00", date: "2026-03-10", checkNumber: null });
  await confirmCheck(app.db, theirs, {
    vendorId: books.acme,
    bankAccountId: books.checking,
    checkDate: "2026-03-11",
    totalAmount: null,
    memo: "",
    bills: [{ billId: payment.id }],
  });
  [{ id: jobId }] = await queuePrintJobs(app.db, theirs, { paymentIds: [payment.id], printer: PRINTER.name });
});
afterAll(() => app?.cleanup());

describe("a print key of one company", () => {
  it("claims nothing while only another company's check waits, and leaves that job queued", async () => {
    const response = await claim(printKey);
    expect(response.status).toBe(204);
    expect(await jobOf(jobId)).toMatchObject({ companyId: theirs.companyId, state: "queued", claimedBy: null });
  });

  it("cannot report the other company's job, nor read its PDF, even once that job is out for printing", async () => {
    expect(await report(printKey, jobId).then(async (r) => [r.status, (await r.json()).error])).toEqual([
      404,
      expect.stringMatching(/not found/i),
    ]);
    // The owner's own daemon (a user token: every company the owner may write in) does print it.
    const held = await claim(ownerToken);
    expect(held.status).toBe(200);
    expect((await held.json()).job).toMatchObject({ id: jobId, companyId: theirs.companyId });

    expect((await report(printKey, jobId)).status).toBe(404);
    expect((await pdf(printKey, jobId)).status).toBe(404);
    expect(await jobOf(jobId)).toMatchObject({ state: "sent" });
    expect((await report(ownerToken, jobId)).status).toBe(200);
    expect(await jobOf(jobId)).toMatchObject({ state: "printed" });
  });
});
