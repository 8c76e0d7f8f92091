// Import From CSV in the background (ADR 0089): a large upload's Import runs as a job of the server,
// whose progress (lines written, kept in the process) rises while it runs and whose page then shows
// the same summary as the synchronous import; a refused file ends `failed` with its problems and
// writes nothing; a job a stopped server left running is marked interrupted at the next start; a
// company imports one file at a time; another company's job is not there (404).
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "~/modules/auth/auth.server";
import { companyContext, getMemberCompany } from "~/modules/companies/companies.server";
import {
  BACKGROUND_IMPORT_LINES,
  getImportJob,
  IMPORT_JOB_MESSAGES,
  importCheckedUpload,
  importJobFinished,
  importJobProgress,
  interruptImportJobs,
  startImportJob,
} from "~/modules/imports/jobs.server";
import * as importApi from "~/routes/api+/company.$companyId.imports.$kind";
import * as jobApi from "~/routes/api+/company.$companyId.imports.jobs.$jobId";
import * as screen from "~/routes/company.$companyId.dashboard+/_imports+/importcsv";
import * as jobScreen from "~/routes/company.$companyId.dashboard+/_imports+/importcsv_.jobs.$jobId";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyOf } from "../support/books";
import { onPostgres } from "../support/db";

const SLOW = 240_000;
let app: TestApp;
let owner: User;
let ownerCookie: string;
let outsiderCookie: string;
let viewerCookie: string;
/** Companies of the owner: each test imports into its own. */
let companies: number[];

beforeAll(async () => {
  app = await startTestApp();
  owner = (await makeUser(app.db, { firstName: "Olive" })).user;
  const outsider = (await makeUser(app.db)).user;
  const viewer = (await makeUser(app.db)).user;
  companies = [];
  for (let i = 0; i < 5; i++) companies.push((await companyOf(app.db, owner.id)).id);
  for (const companyId of companies) await app.db("companyMembers").insert({ companyId, userId: viewer.id, role: "viewer" });
  ownerCookie = await sessionCookie(owner);
  outsiderCookie = await sessionCookie(outsider);
  viewerCookie = await sessionCookie(viewer);
}, SLOW);
afterAll(() => app?.cleanup());

/** A vendors file of `n` lines (no opening balances), each vendor `prefix-i`. */
function vendorsFile(n: number, prefix = "V"): string {
  const lines = ["Vendor ID,Vendor Name"];
  for (let i = 1; i <= n; i++) lines.push(`${prefix}-${i},${prefix} Supplies ${i}`);
  return `${lines.join("\n")}\n`;
}

const ctxOf = async (db: Knex, companyId: number) => companyContext(await getMemberCompany(db, owner.id, companyId), owner.id);
const vendorCount = async (companyId: number) => Number((await app.db("vendors").where({ companyId }).count({ n: "*" }))[0].n);
const activityCount = async (companyId: number) =>
  Number((await app.db("activityLog").where({ companyId, activity: "imported" }).count({ n: "*" }))[0].n);

/** Step 1 of the screen: the upload checked (a dry run) and kept; its id. */
async function upload(companyId: number, text: string, name = "vendors.csv"): Promise<number> {
  const form = new FormData();
  form.set("intent", "check");
  form.set("kind", "vendors");
  form.set("file", new File([text], name, { type: "text/csv" }));
  const response = await call(screen.action, `/company/${companyId}/dashboard/importcsv`, {
    method: "POST",
    params: { companyId: String(companyId) },
    headers: { Cookie: ownerCookie },
    body: form,
  });
  expect(response.status).toBe(302);
  return Number(/upload=(\d+)/.exec(response.headers.get("Location")!)![1]);
}

/** The screen's Import button. */
function pressImport(companyId: number, uploadId: number) {
  const form = new FormData();
  form.set("intent", "import");
  form.set("upload", String(uploadId));
  return call(screen.action, `/company/${companyId}/dashboard/importcsv`, {
    method: "POST",
    params: { companyId: String(companyId) },
    headers: { Cookie: ownerCookie },
    body: form,
  });
}

async function jobPage(companyId: number, jobId: number, cookie = ownerCookie, query = "") {
  return call(jobScreen.loader, `/company/${companyId}/dashboard/importcsv/jobs/${jobId}${query}`, {
    params: { companyId: String(companyId), jobId: String(jobId) },
    headers: { Cookie: cookie },
  });
}

function apiImport(companyId: number, body: string, query: string, cookie = ownerCookie) {
  return call(importApi.action, `/api/company/${companyId}/imports/vendors${query}`, {
    method: "POST",
    params: { companyId: String(companyId), kind: "vendors" },
    headers: { Cookie: cookie, "Content-Type": "text/csv" },
    body,
  });
}

function apiJob(companyId: number, jobId: number, cookie = ownerCookie) {
  return call(jobApi.loader, `/api/company/${companyId}/imports/jobs/${jobId}`, {
    params: { companyId: String(companyId), jobId: String(jobId) },
    headers: { Cookie: cookie },
  });
}

/**
 * The job's lines written, read from the process (importJobProgress) before each query the import
 * sends — the embedded database runs a whole import without a turn of the event loop, so a timer
 * would see nothing there.
 */
async function watch(jobId: number): Promise<number[]> {
  const seen: number[] = [];
  const sample = () => {
    const progress = importJobProgress(jobId);
    if (progress?.status === "running" && seen.at(-1) !== progress.done) seen.push(progress.done);
  };
  app.db.on("query", sample);
  try {
    await importJobFinished(jobId);
  } finally {
    app.db.off("query", sample);
  }
  return seen;
}

describe("Import From CSV in the background", () => {
  it(
    "imports a large upload as a job: its progress rises, then its page shows the summary and the books have every vendor",
    async () => {
      const [companyId] = companies;
      const id = await upload(companyId, vendorsFile(1_200));
      const ctx = await ctxOf(app.db, companyId);
      // A threshold of 100 lines (the screen's is 2,000): the same path as a large file.
      const started = await importCheckedUpload(app.db, ctx, id, 100);
      expect(started.job).toEqual({ id: expect.any(Number), status: "queued" });
      const jobId = started.job!.id;

      // While it runs its page shows who started which file, and no result yet.
      const running = await (await jobPage(companyId, jobId)).json();
      expect(["queued", "running"]).toContain(running.job.status);
      expect(running.job).toMatchObject({ total: 1_200, fileName: "vendors.csv", startedBy: "Olive Bookkeeper", finishedAt: null });
      expect(running.result).toBeNull();

      // Written 500 parties at a time: the progress read from the process rises through the file.
      const seen = await watch(jobId);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(seen.some((done) => done > 0 && done < 1_200)).toBe(true);
      expect(seen.at(-1)).toBe(1_200);
      expect(importJobProgress(jobId)).toBeUndefined(); // ended: the row says the rest

      const page = await jobPage(companyId, jobId);
      expect(page.status).toBe(200);
      const shown = await page.json();
      expect(shown.job).toMatchObject({ status: "succeeded", done: 1_200, total: 1_200, kindLabel: "Vendors", note: "" });
      expect(shown.job.finishedAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
      expect(shown.result.outcome.message).toBe("Imported 1,200 vendors");
      expect(shown.result.links).toEqual([{ label: "Vendors list", to: `/company/${companyId}/dashboard/vendors/list` }]);
      expect(shown.result.problems).toEqual({ items: [], total: 0, page: 1, perPage: expect.any(Number) });
      expect(shown.importAgain).toBe(`/company/${companyId}/dashboard/importcsv?kind=vendors`);

      // The books: every vendor, the importer's one activity row; the upload imported (its content dropped).
      expect(await vendorCount(companyId)).toBe(1_200);
      expect(await activityCount(companyId)).toBe(1);
      const kept = await app.db("csvImports").where({ companyId, id }).first("status", "content");
      expect(kept).toEqual({ status: "imported", content: null });
      // The API says the same.
      const api = await (await apiJob(companyId, jobId)).json();
      expect(api).toMatchObject({
        jobId,
        status: "succeeded",
        done: 1_200,
        total: 1_200,
        result: { ok: true, message: "Imported 1,200 vendors" },
      });
    },
    SLOW,
  );

  it(
    "keeps a file at the threshold on today's path: Import imports it in the request and shows it imported",
    async () => {
      const companyId = companies[1];
      const id = await upload(companyId, vendorsFile(3, "S"));
      const small = await importCheckedUpload(app.db, await ctxOf(app.db, companyId), id, 3);
      expect(small.job).toBeUndefined();
      expect(small.upload?.status).toBe("imported");
      expect(await vendorCount(companyId)).toBe(3);
      expect(Number((await app.db("csvImportJobs").where({ companyId }).count({ n: "*" }))[0].n)).toBe(0);
    },
    SLOW,
  );

  it(
    "redirects the screen's Import of a file over 2,000 lines to the job's page",
    async () => {
      const companyId = companies[1];
      const id = await upload(companyId, vendorsFile(BACKGROUND_IMPORT_LINES + 1, "L"), "large.csv");
      const response = await pressImport(companyId, id);
      expect(response.status).toBe(302);
      const location = response.headers.get("Location")!;
      const jobId = Number(/\/importcsv\/jobs\/(\d+)$/.exec(location)?.[1]);
      expect(location).toBe(`/company/${companyId}/dashboard/importcsv/jobs/${jobId}`);
      await importJobFinished(jobId);
      const shown = await (await jobPage(companyId, jobId)).json();
      expect(shown.job).toMatchObject({ status: "succeeded", fileName: "large.csv", done: 2_001, total: 2_001 });
      expect(shown.result.outcome.message).toBe("Imported 2,001 vendors");
      expect(await vendorCount(companyId)).toBe(2_004);
    },
    SLOW,
  );

  it(
    "ends a refused file `failed` with its line problems, paged, and writes nothing",
    async () => {
      const companyId = companies[2];
      const bad = vendorsFile(30).replace("V-3,V Supplies 3", "V-3,").replace("V-17,V Supplies 17", "V-17,");
      const response = await apiImport(companyId, bad, "?background=true");
      expect(response.status).toBe(202);
      const { jobId, status } = await response.json();
      expect(status).toBe("queued");
      expect(response.headers.get("Location")).toBe(`/api/company/${companyId}/imports/jobs/${jobId}`);
      await importJobFinished(jobId);

      const api = await (await apiJob(companyId, jobId)).json();
      expect(api).toMatchObject({ status: "failed", done: 0, total: 30, fileName: "" });
      expect(api.result.ok).toBe(false);
      expect(api.result.message).toBe("2 rows are not valid: nothing was imported");
      expect(api.result.problems).toEqual(["row 4: Vendor Name is required.", "row 18: Vendor Name is required."]);
      // The page: the problems a page at a time, no links, and the way back to Import From CSV.
      const page = await (await jobPage(companyId, jobId, ownerCookie, "?perPage=10&page=1")).json();
      expect(page.job.status).toBe("failed");
      expect(page.result.outcome.message).toBe("2 rows are not valid: nothing was imported");
      expect(page.result.problems.total).toBe(2);
      expect(await vendorCount(companyId)).toBe(0);
      expect(await activityCount(companyId)).toBe(0);
    },
    SLOW,
  );

  it(
    "marks a job a stopped server left running interrupted at the next start; a live one's locked row is skipped",
    async () => {
      const companyId = companies[3];
      // What a process that died mid-import leaves: its row running (its transaction died with it).
      const [{ id: jobId }] = await app
        .db("csvImportJobs")
        .insert({ companyId, kind: "vendors", fileName: "big.csv", status: "running", totalLines: 50_000, createdBy: owner.id })
        .returning(["id"]);
      expect(await interruptImportJobs(app.db)).toBe(1);
      const shown = await (await jobPage(companyId, jobId)).json();
      expect(shown.job).toMatchObject({ status: "interrupted", done: 0, total: 50_000 });
      expect(shown.job.note).toBe("The server restarted during this import; nothing was imported. Import the file again.");
      expect(shown.result).toBeNull();
      // The company may import again.
      const next = await startImportJob(app.db, await ctxOf(app.db, companyId), {
        kind: "vendors",
        fileName: "again.csv",
        content: vendorsFile(5, "A"),
        encoding: "UTF-8",
      });
      await importJobFinished(next.id);
      expect((await getImportJob(app.db, { id: companyId, timezone: "UTC" }, next.id)).status).toBe("succeeded");

      if (onPostgres()) {
        // Another server process's running job: its import's transaction holds the row, and a starting server leaves it be.
        const [{ id: other }] = await app
          .db("csvImportJobs")
          .insert({ companyId, kind: "vendors", fileName: "elsewhere.csv", status: "running", totalLines: 10, createdBy: owner.id })
          .returning(["id"]);
        await app.db.transaction(async (trx) => {
          await trx("csvImportJobs").where({ companyId, id: other }).forUpdate().first("id");
          expect(await interruptImportJobs(app.db)).toBe(0);
          await trx("csvImportJobs").where({ companyId, id: other }).update({ status: "succeeded" });
        });
        const elsewhere = await (await apiJob(companyId, other)).json();
        expect(elsewhere.status).toBe("succeeded");
      }
    },
    SLOW,
  );

  it(
    "refuses a second import while one runs, with a clear message, and starts nothing",
    async () => {
      const companyId = companies[4];
      const ctx = await ctxOf(app.db, companyId);
      const small = await upload(companyId, vendorsFile(2, "B"));
      const first = await startImportJob(app.db, ctx, {
        kind: "vendors",
        fileName: "first.csv",
        content: vendorsFile(600, "F"),
        encoding: "UTF-8",
      });

      // The API, in the background or not, and the screen's Import: each refused, nothing started.
      const background = await apiImport(companyId, vendorsFile(5, "G"), "?background=true");
      expect(background.status).toBe(409);
      expect(await background.json()).toEqual({ error: IMPORT_JOB_MESSAGES.busy });
      const direct = await apiImport(companyId, vendorsFile(5, "G"), "");
      expect(direct.status).toBe(409);
      const pressed = await pressImport(companyId, small);
      expect(pressed.status).toBe(409);
      expect(await pressed.json()).toEqual({ error: IMPORT_JOB_MESSAGES.busy });
      expect(IMPORT_JOB_MESSAGES.busy).toBe(
        "An import is already running for this company: wait for it to finish (its page shows how far it is), then import this file.",
      );
      // A dry run (the preview) still answers: it writes nothing.
      expect((await apiImport(companyId, vendorsFile(5, "G"), "?dryRun=true")).status).toBe(200);

      await importJobFinished(first.id);
      expect(Number((await app.db("csvImportJobs").where({ companyId }).count({ n: "*" }))[0].n)).toBe(1);
      expect(await vendorCount(companyId)).toBe(600);
      expect((await app.db("csvImports").where({ companyId, id: small }).first("status")).status).toBe("checked");
      // Once it has ended, the next import goes.
      expect((await pressImport(companyId, small)).status).toBe(302);
      expect(await vendorCount(companyId)).toBe(602);
    },
    SLOW,
  );

  it(
    "answers 404 for another company's job, over the API and on the screen; a viewer may read a job but not start one",
    async () => {
      const [mine, other] = companies;
      const [{ id: jobId }] = await app.db("csvImportJobs").where({ companyId: mine }).select("id");
      // The owner of both companies asks for the first's job under the second: not there.
      const crossed = await apiJob(other, jobId);
      expect(crossed.status).toBe(404);
      expect(await crossed.json()).toEqual({ error: "Import not found" });
      expect((await jobPage(other, jobId)).status).toBe(404);
      // Someone of neither company: the company is not there.
      const outsider = await apiJob(mine, jobId, outsiderCookie);
      expect(outsider.status).toBe(404);
      expect(await outsider.json()).toEqual({ error: "Company not found" });
      expect((await jobPage(mine, jobId, outsiderCookie)).status).toBe(404);
      // A malformed or unknown id: 404 too.
      expect((await apiJob(mine, 2_000_000_000)).status).toBe(404);

      // A viewer reads the job (as it reads the preview of an upload) but may not import.
      expect((await apiJob(mine, jobId, viewerCookie)).status).toBe(200);
      const refused = await apiImport(mine, vendorsFile(2, "W"), "?background=true", viewerCookie);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: "You do not have permission to change this company's books." });
    },
    SLOW,
  );
});

if (!onPostgres()) {
  describe("the embedded database (PGlite)", () => {
    it(
      "runs a job on the one connection: a request made meanwhile waits for the import, then reads how it ended",
      async () => {
        const companyId = companies[2];
        const ctx = await ctxOf(app.db, companyId);
        const bad = `${vendorsFile(1_000, "P")}P-1,Repeated\n`;
        const { id } = await startImportJob(app.db, ctx, { kind: "vendors", fileName: "p.csv", content: bad, encoding: "UTF-8" });
        // The job asked for once it runs: the request's queries wait for the import's transaction to give the connection back.
        let meanwhile: Promise<Response> | undefined;
        const ask = () => {
          if (!meanwhile && importJobProgress(id)?.status === "running") meanwhile = apiJob(companyId, id);
        };
        app.db.on("query", ask);
        await importJobFinished(id);
        app.db.off("query", ask);
        expect(meanwhile).toBeDefined();
        const answer = await meanwhile!;
        expect(answer.status).toBe(200);
        const job = await answer.json();
        expect(job).toMatchObject({ status: "failed", done: 0, total: 1_001, note: "" });
        expect(job.result.message).toBe("p.csv: 1 row is not valid: nothing was imported");
        expect(job.result.problems).toEqual([
          "row 1002: This Vendor ID already exists in this company. (Row 2 of the file has the same Vendor ID.)",
        ]);
        expect(await vendorCount(companyId)).toBe(0);
        // A good file next: its progress read from the process as the import goes, on the one connection.
        const next = await startImportJob(app.db, ctx, {
          kind: "vendors",
          fileName: "q.csv",
          content: vendorsFile(1_100, "Q"),
          encoding: "UTF-8",
        });
        const seen = await watch(next.id);
        expect(seen).toEqual([0, 500, 1_000, 1_100]);
        expect(await vendorCount(companyId)).toBe(1_100);
      },
      SLOW,
    );
  });
}
