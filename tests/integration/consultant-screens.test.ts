// The Consultant screens through their loaders and actions, as a browser without JavaScript uses
// them: only an IT consulting company (industry 18) has them (another's are a 404, as a stranger's
// company is); a viewer reads but may not change (403); a week of hours posted as the grid's plain
// form is saved, and a bad cell comes back named with nothing saved.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as consultantsApi from "../../app/routes/api+/consultant.consultants.company.$companyId";
import * as placementApi from "../../app/routes/api+/consultant.placements.$id";
import * as timesheetsApi from "../../app/routes/api+/consultant.timesheets.company.$companyId";
import * as list from "../../app/routes/company.$companyId.dashboard+/_consultants+/consultant.list";
import * as customerItems from "../../app/routes/company.$companyId.dashboard+/_customers+/customers.items._index";
import * as companyItems from "../../app/routes/company.$companyId.dashboard+/_lists+/company.lists.items";
import * as newConsultant from "../../app/routes/company.$companyId.dashboard+/_consultants+/consultant.add-customer-consultant";
import * as weekRoute from "../../app/routes/company.$companyId.dashboard+/_consultants+/consultant.timesheet_.week";
import type { CompanyContext } from "../../app/modules/companies/companies.server";
import { addPlacement } from "../../app/modules/consultants/consultants.server";
import { placementSchema } from "../../app/modules/consultants/schema";
import { call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { consultingCompany } from "../support/consulting";

let app: TestApp;
let ctx: CompanyContext;
let cookie: string;
let viewerCookie: string;
let otherCompanyId: number;
const ids: Record<string, number> = {};
const base = (companyId: number) => `/company/${companyId}/dashboard`;

beforeAll(async () => {
  app = await startTestApp();
  const books = await consultingCompany(app.db);
  ({ ctx, cookie, viewerCookie, otherCompanyId } = books);
  ids.kim = books.kimId;
  ids.placement = books.placementId;
});
afterAll(() => app?.cleanup());

describe("who has the consultant screens", () => {
  it("lists an IT consulting company's consultants, and is a 404 for any other company", async () => {
    const ok = await call(list.loader, `${base(ctx.companyId)}/consultant/list`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).list.items.map((r: { consultantName: string }) => r.consultantName)).toEqual(["Kim Coder"]);
    const other = await call(list.loader, `${base(otherCompanyId)}/consultant/list`, {
      params: { companyId: String(otherCompanyId) },
      headers: { Cookie: cookie },
    });
    expect(other.status).toBe(404);
    expect(await other.text()).toBe("Consultants are only kept for IT consulting companies");
  });

  it("offers Add New Consultant on the Items lists' Add a New Item only to an IT consulting company", async () => {
    const choices = async (route: typeof customerItems, path: string, companyId: number) => {
      const response = await call(route.loader, `${base(companyId)}/${path}`, {
        params: { companyId: String(companyId) },
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(200);
      return (await response.json()).itemTypes.map((o: { label: string }) => o.label);
    };
    for (const [route, path] of [
      [customerItems, "customers/items"],
      [companyItems, "company/lists/items"],
    ] as const) {
      expect(await choices(route, path, ctx.companyId)).toContain("Add New Consultant");
      expect(await choices(route, path, otherCompanyId)).toEqual([
        "Service Item",
        "Inventory Item",
        "Non Inventory Item",
        "Inventory Assembly",
      ]);
    }
  });

  it("lets a viewer read the list but not add a consultant (403), and saves nothing", async () => {
    const read = await call(list.loader, `${base(ctx.companyId)}/consultant/list`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: viewerCookie },
    });
    expect(read.status).toBe(200);
    const form = new URLSearchParams({ consultantName: "Sneaky", employmentKind: "employee", billRate: "1", payRate: "1" });
    const denied = await call(newConsultant.action, `${base(ctx.companyId)}/consultant/add-customer-consultant`, {
      method: "POST",
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: viewerCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(denied.status).toBe(403);
    expect(await app.db("consultants").where({ consultantName: "Sneaky" })).toEqual([]);
  });

  it("answers a new consultant without a name with the message, and saves one with", async () => {
    const post = (fields: Record<string, string>) =>
      call(newConsultant.action, `${base(ctx.companyId)}/consultant/add-customer-consultant`, {
        method: "POST",
        params: { companyId: String(ctx.companyId) },
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    const refused = await post({ consultantName: " ", employmentKind: "employee" });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.consultantName).toEqual(["Consultant name is required"]);
    const saved = await post({ consultantName: "Lee Tester", employmentKind: "employee", billRate: "75.00", payRate: "50", active: "on" });
    expect(saved.status).toBe(302);
    const lee = await app.db("consultants").where({ companyId: ctx.companyId, consultantName: "Lee Tester" }).first("id", "billRate");
    expect(lee.billRate).toBe("75.00");
    expect(saved.headers.get("Location")).toBe(`${base(ctx.companyId)}/customers/edit-consultant/${lee.id}`);
  });
});

describe("the week grid without JavaScript", () => {
  const postWeek = (fields: Record<string, string>) =>
    call(weekRoute.action, `${base(ctx.companyId)}/consultant/timesheet/week`, {
      method: "POST",
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  it("names a cell that is not hours, saving nothing", async () => {
    const answer = await postWeek({
      consultantId: String(ids.kim),
      weekStart: "2026-11-16",
      version: "",
      intent: "save",
      [`h.${ids.placement}.0`]: "8",
      [`h.${ids.placement}.1`]: "25",
    });
    expect(answer.status).toBe(400);
    const body = await answer.json();
    expect(body.messages).toEqual(["Hours must be a number from 0 to 24 with at most 2 decimals"]);
    expect(body.values[`h.${ids.placement}.1`]).toBe("25");
    expect(await app.db("timesheets").where({ companyId: ctx.companyId })).toEqual([]);
  });

  it("submits the week's hours for approval and shows them in the grid", async () => {
    const saved = await postWeek({
      consultantId: String(ids.kim),
      weekStart: "2026-11-16",
      version: "",
      intent: "submit",
      [`h.${ids.placement}.0`]: "8",
      [`h.${ids.placement}.4`]: "6.25",
    });
    expect(saved.status).toBe(302);
    const page = await call(weekRoute.loader, `${base(ctx.companyId)}/consultant/timesheet/week?consultantId=${ids.kim}&week=11/18/2026`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    const { view } = await page.json();
    expect(view.timesheet.status).toBe("submitted");
    expect(view.weekStart).toBe("2026-11-16");
    expect(view.dayTotals).toEqual([800, 0, 0, 0, 625, 0, 0]);
  });
});

describe("the consultant API", () => {
  const apiPath = (companyId: number) => `/api/consultant/consultants/company/${companyId}`;

  it("creates and lists consultants of an IT consulting company, 404 for another, 403 for a viewer", async () => {
    const created = await call(consultantsApi.action, apiPath(ctx.companyId), {
      method: "POST",
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
      body: { consultantName: "Api Person", email: "api@example.com", billRate: "110.00", payRate: "70" },
    });
    expect(created.status).toBe(201);
    expect((await created.json()).consultant).toMatchObject({
      consultantName: "Api Person",
      billRate: "110.00",
      payRate: "70.00",
      employmentKind: "employee",
    });
    const listed = await call(consultantsApi.loader, `${apiPath(ctx.companyId)}?q=api`, {
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
    });
    expect((await listed.json()).consultants.map((c: { consultantName: string }) => c.consultantName)).toEqual(["Api Person"]);
    const other = await call(consultantsApi.loader, apiPath(otherCompanyId), {
      params: { companyId: String(otherCompanyId) },
      headers: { Cookie: cookie },
    });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: "Consultants are only kept for IT consulting companies" });
    const denied = await call(consultantsApi.action, apiPath(ctx.companyId), {
      method: "POST",
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: viewerCookie },
      body: { consultantName: "Viewer Made" },
    });
    expect(denied.status).toBe(403);
  });

  it("changes and removes a placement; one with hours stays (409), a stranger gets 404 and a viewer 403", async () => {
    const ann = await app.db("customers").where({ companyId: ctx.companyId, customerId: "ANN" }).first("id");
    const item = await app.db("items").where({ companyId: ctx.companyId, name: "Consulting" }).first("id");
    const spare = await addPlacement(
      app.db,
      ctx,
      ids.kim,
      placementSchema.parse({ customerId: ann.id, itemId: item.id, startDate: "2026-12-01" }),
    );
    const at = (id: number) => `/api/consultant/placements/${id}`;
    const send = (id: number, method: "PUT" | "DELETE", who = cookie, body?: object) =>
      call(placementApi.action, at(id), { method, params: { id: String(id) }, headers: { Cookie: who }, body });
    const body = { customerId: ann.id, itemId: item.id, billRate: "150", startDate: "12/01/2026", endDate: "12/31/2026" };

    const changed = await send(spare.id, "PUT", cookie, body);
    expect(changed.status).toBe(200);
    expect((await changed.json()).placement).toMatchObject({ billRate: "150.00", startDate: "2026-12-01", endDate: "2026-12-31" });
    expect((await send(spare.id, "PUT", viewerCookie, body)).status).toBe(403);
    const stranger = await makeUser(app.db);
    expect((await send(spare.id, "DELETE", await sessionCookie(stranger.user))).status).toBe(404);

    const worked = await send(ids.placement, "DELETE");
    expect(worked.status).toBe(409);
    expect((await worked.json()).error).toBe("This placement has hours on timesheets and cannot be removed: give it an end date instead.");
    const removed = await send(spare.id, "DELETE");
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ message: "Placement removed." });
    expect(await app.db("consultantPlacements").where({ id: spare.id }).first()).toBeUndefined();
    expect((await send(spare.id, "DELETE")).status).toBe(404);
  });

  it("refuses a day over 24 hours through the API with the day named", async () => {
    const answer = await call(timesheetsApi.action, `/api/consultant/timesheets/company/${ctx.companyId}`, {
      method: "POST",
      params: { companyId: String(ctx.companyId) },
      headers: { Cookie: cookie },
      body: {
        consultantId: ids.kim,
        weekStart: "2026-11-23",
        version: null,
        entries: [
          { placementId: ids.placement, date: "2026-11-24", hours: 20 },
          { placementId: ids.placement, date: "2026-11-24", hours: "5" },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).error).toBe("Hours on 11/24/2026 add up to 25.00: at most 24 a day");
  });
});
