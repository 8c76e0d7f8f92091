// Consultant › Import HR Timesheet and HR Timesheets through their loaders and actions (as a browser
// without JavaScript posts them) and the API (ADR 0086): only an IT consulting company has them
// (another's are a 404, its hr-timesheets import kind too); a viewer reads but may not import
// (403); the upload is previewed at ?upload=ID, imported by its Import button, and listed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as batchesApi from "../../app/routes/api+/consultant.hr-timesheets.company.$companyId";
import * as importApi from "../../app/routes/api+/company.$companyId.imports.$kind";
import * as openapi from "../../app/routes/api+/openapi[.]json/route";
import * as importScreen from "../../app/routes/company.$companyId.dashboard+/_consultants+/consultant.import-rewa-hr-timesheet";
import * as listScreen from "../../app/routes/company.$companyId.dashboard+/_consultants+/consultant.hr-timesheets";
import * as csvScreen from "../../app/routes/company.$companyId.dashboard+/_imports+/importcsv";
import * as template from "../../app/routes/company.$companyId.dashboard+/_imports+/importcsv_.template.$kind";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { call, startTestApp, type TestApp } from "../support/app";
import { consultingCompany } from "../support/consulting";

let app: TestApp;
let ctx: CompanyContext;
let cookie: string;
let viewerCookie: string;
let otherCompanyId: number;
const base = (companyId: number) => `/company/${companyId}/dashboard`;
const HEADER = "Consultant,Email,Date,Customer,Hours,Notes";

beforeAll(async () => {
  app = await startTestApp();
  const books = await consultingCompany(app.db);
  ({ ctx, cookie, viewerCookie, otherCompanyId } = books);
});
afterAll(() => app?.cleanup());

const upload = (companyId: number, text: string, who = cookie, fields: { mode?: string; fileName?: string } = {}) => {
  const form = new FormData();
  form.append("intent", "check");
  if (fields.mode !== undefined) form.append("mode", fields.mode);
  form.append("file", new File([text], fields.fileName ?? "kim.csv", { type: "text/csv" }));
  return call(importScreen.action, `${base(companyId)}/consultant/import-rewa-hr-timesheet`, {
    method: "POST",
    params: { companyId: String(companyId) },
    headers: { Cookie: who },
    body: form,
  });
};

/** The import screen's loader at `at` (an upload's preview), as JSON. */
const previewAt = async (at: string) =>
  (await call(importScreen.loader, at, { params: { companyId: String(ctx.companyId) }, headers: { Cookie: cookie } })).json();

/** The preview's Import button. */
const importUploaded = (id: string) => {
  const form = new FormData();
  form.append("intent", "import");
  form.append("upload", id);
  return call(importScreen.action, `${base(ctx.companyId)}/consultant/import-rewa-hr-timesheet`, {
    method: "POST",
    params: { companyId: String(ctx.companyId) },
    headers: { Cookie: cookie },
    body: form,
  });
};

/** HR Timesheets' list of imports, as JSON. */
const batches = async () =>
  (
    await (
      await call(listScreen.loader, `${base(ctx.companyId)}/consultant/hr-timesheets`, {
        params: { companyId: String(ctx.companyId) },
        headers: { Cookie: cookie },
      })
    ).json()
  ).list.items as Record<string, unknown>[];

describe("the screens", () => {
  it("previews an upload, imports it with its button, and lists the import with a link to its weeks", async () => {
    const checked = await upload(ctx.companyId, `${HEADER}\nKim Coder,,11/16/2026,Ann's Bakery,7.25,Sprint\n`);
    expect(checked.status).toBe(302);
    const at = checked.headers.get("Location")!;
    expect(at).toMatch(/\/consultant\/import-rewa-hr-timesheet\?upload=\d+$/);
    const id = at.split("=")[1];
    const preview = await previewAt(at);
    expect(preview.upload.outcome.message).toBe(
      "Dry run: would import 1 line of hours (7.25 hours, 1 week of 1 consultant, dated 11/16/2026) (nothing was written)",
    );
    expect(preview.columns).toEqual(["Consultant", "Email", "Date", "Customer", "Hours", "Notes"]);
    expect((await importUploaded(id)).status).toBe(302);
    expect((await batches()).map((b) => [b.fileName, b.rows, b.hours, b.weeks])).toEqual([["kim.csv", 1, "7.25", 1]]);
  });

  it("replaces hours an earlier import wrote when step 1 says so: the preview lists them, its Import button imports in that mode", async () => {
    const file = `${HEADER}\nKim Coder,,11/16/2026,Ann's Bakery,6,Sprint (corrected)\n`;
    const plain = await upload(ctx.companyId, file, cookie, { fileName: "kim-fixed.csv" });
    const refused = await previewAt(plain.headers.get("Location")!);
    expect(refused.upload.problems.items).toEqual(["line 2: Kim Coder already has 7.25 hours at Ann's Bakery on 11/16/2026"]);
    expect(refused.upload.outcome.options.mode).toBe("add");

    const checked = await upload(ctx.companyId, file, cookie, { mode: "replace", fileName: "kim-fixed.csv" });
    expect(checked.status).toBe(302);
    const at = checked.headers.get("Location")!;
    const preview = await previewAt(at);
    expect(preview.upload.outcome.options.mode).toBe("replace");
    expect(preview.upload.outcome.message).toBe(
      "Dry run: would import 1 line of hours (6.00 hours, 1 week of 1 consultant, dated 11/16/2026), 1 line replacing hours imported before (nothing was written)",
    );
    expect(preview.upload.details).toMatchObject({
      title: "Hours replaced",
      items: ["line 2: replaces 7.25 hours imported from kim.csv with 6.00 (Kim Coder at Ann's Bakery on 11/16/2026)"],
      total: 1,
    });
    expect((await importUploaded(at.split("=")[1])).status).toBe(302);
    expect((await batches()).map((b) => [b.fileName, b.rows, b.hours, b.mode, b.replaced])).toEqual([
      ["kim-fixed.csv", 1, "6.00", "replace", 1],
      ["kim.csv", 1, "7.25", "add", 0],
    ]);

    const bogus = await upload(ctx.companyId, file, cookie, { mode: "overwrite" });
    expect(bogus.status).toBe(400);
    expect(await bogus.json()).toEqual({ error: "Choose whether the file adds hours or replaces hours an earlier HR import wrote." });
  });

  it("offers the mode on Import From CSV too, and imports in it", async () => {
    const form = new FormData();
    form.append("intent", "check");
    form.append("kind", "hr-timesheets");
    form.append("mode", "replace");
    form.append("file", new File([`${HEADER}\nKim Coder,,11/16/2026,Ann's Bakery,5.5,\n`], "kim-again.csv", { type: "text/csv" }));
    const checked = await call(csvScreen.action, `${base(ctx.companyId)}/importcsv`, {
      method: "POST",
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
      body: form,
    });
    expect(checked.status).toBe(302);
    const preview = await (
      await call(csvScreen.loader, checked.headers.get("Location")!, {
        params: { companyId: String(ctx.companyId) },
        headers: { Cookie: cookie },
      })
    ).json();
    expect(preview.upload.outcome.options.mode).toBe("replace");
    expect(preview.upload.details.items).toEqual([
      "line 2: replaces 6.00 hours imported from kim-fixed.csv with 5.50 (Kim Coder at Ann's Bakery on 11/16/2026)",
    ]);
  });

  it("is a 404 for a company not in IT consulting, and refuses a viewer's upload", async () => {
    const other = await call(listScreen.loader, `${base(otherCompanyId)}/consultant/hr-timesheets`, {
      params: { companyId: String(otherCompanyId) },
      headers: { Cookie: cookie },
    });
    expect(other.status).toBe(404);
    expect((await upload(otherCompanyId, `${HEADER}\n`)).status).toBe(404);
    expect((await upload(ctx.companyId, `${HEADER}\nKim Coder,,11/17/2026,ANN,1,\n`, viewerCookie)).status).toBe(403);
    const tpl = await call(template.loader, `${base(otherCompanyId)}/importcsv/template/hr-timesheets`, {
      params: { companyId: String(otherCompanyId), kind: "hr-timesheets" },
      headers: { Cookie: cookie },
    });
    expect(tpl.status).toBe(404);
    const own = await call(template.loader, `${base(ctx.companyId)}/importcsv/template/hr-timesheets`, {
      params: { companyId: String(ctx.companyId), kind: "hr-timesheets" },
      headers: { Cookie: cookie },
    });
    expect((await own.text()).trim()).toBe(HEADER);
    const kinds = async (companyId: number) =>
      (
        await (
          await call(csvScreen.loader, `${base(companyId)}/importcsv`, {
            params: { companyId: String(companyId) },
            headers: { Cookie: cookie },
          })
        ).json()
      ).kinds.map((k: { kind: string }) => k.kind);
    expect(await kinds(ctx.companyId)).toContain("hr-timesheets");
    expect(await kinds(otherCompanyId)).not.toContain("hr-timesheets");
  });
});

describe("the API", () => {
  const post = (companyId: number, text: string, query = "", who = cookie) =>
    call(importApi.action, `/api/company/${companyId}/imports/hr-timesheets${query}`, {
      method: "POST",
      params: { companyId: String(companyId), kind: "hr-timesheets" },
      headers: { Cookie: who, "Content-Type": "text/csv" },
      body: text,
    });

  it("checks a file with dryRun, imports it, lists the batches; 404 for another industry, 403 for a viewer", async () => {
    const file = `${HEADER}\nKim Coder,,11/23/2026,Ann's Bakery,8,\nKim Coder,,11/24/2026,Ann's Bakery,x,\n`;
    const bad = await post(ctx.companyId, file, "?dryRun=true");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.lines).toEqual(['line 3: "x" is not a number of hours from 0 to 24 with at most 2 decimals']);
    const good = `${HEADER}\nKim Coder,,11/23/2026,Ann's Bakery,8,\n`;
    const dry = await post(ctx.companyId, good, "?dryRun=true");
    expect(dry.status).toBe(200);
    const done = await post(ctx.companyId, good);
    expect(done.status).toBe(201);
    expect((await done.json()).outcome.message).toBe("Imported 1 line of hours (8.00 hours, 1 week of 1 consultant, dated 11/23/2026)");
    const again = await post(ctx.companyId, good);
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatch(/^This file was already imported on \d\d\/\d\d\/\d{4}: its hours are in the timesheets\.$/);
    const listed = await call(batchesApi.loader, `/api/consultant/hr-timesheets/company/${ctx.companyId}`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    const body = await listed.json();
    expect(body.total).toBe(3);
    expect(body.batches[0]).toMatchObject({ fileName: "", rows: 1, hours: "8.00", weeks: 1, consultants: 1, mode: "add", replaced: 0 });

    expect((await post(otherCompanyId, good, "?dryRun=true")).status).toBe(404);
    const otherList = await call(batchesApi.loader, `/api/consultant/hr-timesheets/company/${otherCompanyId}`, {
      params: { companyId: String(otherCompanyId) },
      headers: { Cookie: cookie },
    });
    expect(otherList.status).toBe(404);
    expect((await post(ctx.companyId, `${HEADER}\nKim Coder,,11/25/2026,ANN,1,\n`, "", viewerCookie)).status).toBe(403);
  });
});

describe("the API's replace mode", () => {
  const post = (text: string, query = "") =>
    call(importApi.action, `/api/company/${ctx.companyId}/imports/hr-timesheets${query}`, {
      method: "POST",
      params: { companyId: String(ctx.companyId), kind: "hr-timesheets" },
      headers: { Cookie: cookie, "Content-Type": "text/csv" },
      body: text,
    });

  it("replaces hours an earlier import wrote with ?mode=replace, 409 for the same file again, 400 for another mode", async () => {
    const first = await post(`${HEADER}\nKim Coder,,11/30/2026,Ann's Bakery,8,\n`);
    expect(first.status).toBe(201);
    // Imported over the API, the file has no name: the batch is "Import #N".
    const batchId = /batchId=(\d+)/.exec((await first.json()).outcome.links[0].to)![1];
    const fixed = `${HEADER}\nKim Coder,,11/30/2026,Ann's Bakery,7,fixed\n`;
    const added = await post(fixed, "?dryRun=true");
    expect(added.status).toBe(400);
    expect((await added.json()).errors.lines).toEqual(["line 2: Kim Coder already has 8.00 hours at Ann's Bakery on 11/30/2026"]);
    const dry = await post(fixed, "?dryRun=true&mode=replace");
    expect(dry.status).toBe(200);
    expect((await dry.json()).outcome.details.lines).toEqual([
      `line 2: replaces 8.00 hours imported from Import #${batchId} with 7.00 (Kim Coder at Ann's Bakery on 11/30/2026)`,
    ]);
    expect((await post(fixed, "?mode=replace")).status).toBe(201);
    const again = await post(fixed, "?mode=replace");
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatch(/^This file was already imported on \d\d\/\d\d\/\d{4}: its hours are in the timesheets\.$/);
    const bogus = await post(fixed, "?mode=overwrite");
    expect(bogus.status).toBe(400);
    expect(JSON.stringify(await bogus.json())).toContain("must be add or replace");
  });

  it("is documented in /api/openapi.json: the mode and the 409", async () => {
    const doc = await (await call(openapi.loader, "/api/openapi.json")).json();
    const op = doc.paths["/api/company/{companyId}/imports/{kind}"].post;
    expect(op.parameters.find((p: { name: string }) => p.name === "mode")).toMatchObject({
      in: "query",
      required: false,
      schema: { enum: ["add", "replace"] },
    });
    expect(op.responses["409"].description).toContain("(hr-timesheets) the same file (its text) was already imported; nothing written");
  });
});
