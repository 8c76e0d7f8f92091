import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findActiveEntry,
  type MenuCompany,
  type MenuEntry,
  type MenuGroup,
  menuHref,
  menuLinks,
  pathInDashboard,
} from "../../app/components/shell/menu";
import { shellTargets, sidebarMenu } from "../../app/components/shell/sidebar-menu";
import { getUserById } from "../../app/modules/auth/auth.server";
import { ALL_WIDGETS, getDashboardWidgets } from "../../app/modules/companies/companies.server";
import { permissionsOf, type Role } from "../../app/modules/companies/policy";
import * as layoutRoute from "../../app/routes/company.$companyId.dashboard+/_layout";
import * as splatRoute from "../../app/routes/company.$companyId.dashboard+/$";
import * as dashboardRoute from "../../app/routes/company.$companyId.dashboard+/_index/route";
import * as overviewRoute from "../../app/routes/company.$companyId.dashboard+/overview";
import * as newAccountRoute from "../../app/routes/company.$companyId.dashboard+/_ledger+/new-account";
import * as deleteCompanyRoute from "../../app/routes/company.$companyId.dashboard+/settings.delete-company";
import { screenOf } from "../../app/utils/route-manifest.server";
import { getToast } from "../../app/utils/toast.server";
import { BASE, call, makeUser, sessionCookie, startTestApp, type TestApp } from "../support/app";
import { companyOf, ownerAndCompany, signedInOwner } from "../support/books";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.cleanup());

async function signedIn() {
  const { user } = await makeUser(app.db);
  return { user, cookie: await sessionCookie(user) };
}

function configure(companyId: number, cookie: string, widgets: string[], intent = "configure-widgets") {
  const body = new FormData();
  body.set("intent", intent);
  for (const key of widgets) body.append("widgets", key);
  const path = `/company/${companyId}/dashboard?index`;
  return call(dashboardRoute.action, path, {
    method: "POST",
    params: { companyId: String(companyId) },
    headers: { Cookie: cookie },
    body,
  });
}

describe("the dashboard layout", () => {
  it("gives the owner the company's menu facts and makes it the current company", async () => {
    const fields = { industryId: 18, billTracking: false, customerTerm: "Client" };
    const { user, cookie, company: first } = await signedInOwner(app.db, { fields });
    await companyOf(app.db, user.id); // creating a company makes it current
    expect((await getUserById(app.db, user.id))?.currentCompanyId).not.toBe(first.id);

    const response = await call(layoutRoute.loader, `/company/${first.id}/dashboard`, {
      params: { companyId: String(first.id) },
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({
      company: {
        id: first.id,
        companyName: first.companyName,
        industryId: 18,
        billTracking: false,
        customerTerm: "Client",
        vendorTerm: "Vendor",
        permissions: permissionsOf("owner"),
        readOnlyNote: null,
      },
      firstName: "Alice",
      comingSoon: expect.any(Array),
      // The company's amounts as its screens write them (Company Preferences › Currency Format).
      currencyFormat: { symbol: "$", symbolPosition: "before", decimalSeparator: ".", thousandSeparator: ",", negativeFormat: "minus" },
    });
    expect((await getUserById(app.db, user.id))?.currentCompanyId).toBe(first.id);
  });

  it("lists the menus' addresses that have no screen yet, so the shell shows them as coming soon, not as links", async () => {
    const { cookie, company } = await signedInOwner(app.db);
    const base = `/company/${company.id}/dashboard`;
    const response = await call(layoutRoute.loader, base, { params: { companyId: String(company.id) }, headers: { Cookie: cookie } });
    const { comingSoon: paths } = (await response.json()) as { comingSoon: string[] };
    const comingSoon = paths.map((to) => menuHref(company.id, to));

    // Exactly the shell's addresses that only the "Page not found" splat answers, relative to the dashboard.
    expect(paths.some((to) => to.startsWith("/company/"))).toBe(false);
    expect(comingSoon).toEqual(shellTargets(company.id).filter((href) => screenOf(href) === undefined));
    expect(comingSoon).not.toContain(`${base}/settings/translation`);
    expect(comingSoon).not.toContain(`${base}/tracker`);
    expect(comingSoon).not.toContain(`${base}/reports/budget/vs-actuals`);
    // Payroll is not kept at all: its reports are not coming, they are not available (no address).
    expect(comingSoon.some((href) => href.includes("/reports/payroll/"))).toBe(false);
    for (const built of [
      base,
      `${base}/overview`,
      `${base}/vendors/center`,
      `${base}/journalentry`,
      `${base}/transactions`,
      "/home",
      "/help",
    ]) {
      expect(comingSoon).not.toContain(built);
    }
  });

  it("throws a 404 Response for another user's company, and for one that does not exist", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const company = await companyOf(app.db, owner.user.id);

    const thrown = await layoutRoute
      .loader({
        request: new Request(`${BASE}/company/${company.id}/dashboard`, { headers: { Cookie: other.cookie } }),
        params: { companyId: String(company.id) },
        context: {},
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).text()).toBe("Company not found");
    // The other user's current company is left alone.
    expect((await getUserById(app.db, other.user.id))?.currentCompanyId).toBeNull();

    const missing = await call(layoutRoute.loader, "/company/99999999/dashboard", {
      params: { companyId: "99999999" },
      headers: { Cookie: owner.cookie },
    });
    expect(missing.status).toBe(404);
  });

  it("sends a signed-out visitor to the login page", async () => {
    const { company } = await ownerAndCompany(app.db);
    const response = await call(layoutRoute.loader, `/company/${company.id}/dashboard`, {
      params: { companyId: String(company.id) },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?redirectTo=%2Fcompany%2F${company.id}%2Fdashboard`);
  });

  it("answers a path no screen handles with 404, after checking the company", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const company = await companyOf(app.db, owner.user.id);
    const path = `/company/${company.id}/dashboard/no-such-screen`;
    const params = { companyId: String(company.id), "*": "no-such-screen" };

    const own = await call(splatRoute.loader, path, { params, headers: { Cookie: owner.cookie } });
    expect(own.status).toBe(404);
    expect(await own.text()).toBe("Not Found");

    const foreign = await call(splatRoute.loader, path, { params, headers: { Cookie: other.cookie } });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).toBe("Company not found");
  });
});

describe("the Company Dashboard", () => {
  it("shows all 18 widgets until the user chooses", async () => {
    const { cookie, company } = await signedInOwner(app.db);
    const response = await call(dashboardRoute.loader, `/company/${company.id}/dashboard`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: cookie },
    });
    const body = await response.json();
    expect(body.company.companyName).toBe(company.companyName);
    expect(body.widgets).toEqual(ALL_WIDGETS);
    expect(body.widgets).toHaveLength(18);
    expect(body.configureInline).toBe(false);

    const inline = await call(dashboardRoute.loader, `/company/${company.id}/dashboard?configure=1`, {
      params: { companyId: String(company.id) },
      headers: { Cookie: cookie },
    });
    expect((await inline.json()).configureInline).toBe(true);
  });

  it("Configure.. persists the choice per user and company, in the canonical order, with a toast", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const first = await companyOf(app.db, alice.user.id);
    const second = await companyOf(app.db, alice.user.id);
    const bobs = await companyOf(app.db, bob.user.id);

    const response = await configure(first.id, alice.cookie, ["quickLinks", "banking", "messagesTasks"]);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/company/${first.id}/dashboard`);
    const toastCookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
    const { toast } = await getToast(new Request(BASE, { headers: { Cookie: toastCookie } }));
    expect(toast).toEqual({ type: "success", message: "Dashboard updated" });

    expect(await getDashboardWidgets(app.db, alice.user.id, first.id)).toEqual(["banking", "quickLinks", "messagesTasks"]);
    // Another company of the same user, and another user's company, keep their own choice.
    expect(await getDashboardWidgets(app.db, alice.user.id, second.id)).toEqual(ALL_WIDGETS);
    expect(await getDashboardWidgets(app.db, bob.user.id, bobs.id)).toEqual(ALL_WIDGETS);

    // The dashboard now shows only those.
    const page = await call(dashboardRoute.loader, `/company/${first.id}/dashboard`, {
      params: { companyId: String(first.id) },
      headers: { Cookie: alice.cookie },
    });
    expect((await page.json()).widgets).toEqual(["banking", "quickLinks", "messagesTasks"]);

    // Saving again replaces the choice; nothing ticked hides every widget; unknown keys are dropped.
    await configure(first.id, alice.cookie, ["incomes", "not-a-widget"]);
    expect(await getDashboardWidgets(app.db, alice.user.id, first.id)).toEqual(["incomes"]);
    await configure(first.id, alice.cookie, []);
    expect(await getDashboardWidgets(app.db, alice.user.id, first.id)).toEqual([]);
  });

  it("refuses another user's company and an unknown intent", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const company = await companyOf(app.db, alice.user.id);

    const foreign = await configure(company.id, bob.cookie, ["banking"]);
    expect(foreign.status).toBe(404);
    expect(await getDashboardWidgets(app.db, bob.user.id, company.id)).toEqual(ALL_WIDGETS);

    const unknown = await configure(company.id, alice.cookie, ["banking"], "delete-everything");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: "Unknown action" });
    expect(await getDashboardWidgets(app.db, alice.user.id, company.id)).toEqual(ALL_WIDGETS);
  });
});

describe("a member's role on the company's screens", () => {
  const join = (companyId: number, userId: number, role: string) => app.db("companyMembers").insert({ companyId, userId, role });
  const refusal = async (run: Promise<unknown>) => {
    const thrown = await run.then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    return { status: (thrown as Response).status, text: await (thrown as Response).text() };
  };

  it("lets a viewer open every screen and choose their own widgets, and refuses them any change with the 403 page", async () => {
    const owner = await signedIn();
    const viewer = await signedIn();
    const company = await companyOf(app.db, owner.user.id);
    await join(company.id, viewer.user.id, "viewer");
    const params = { companyId: String(company.id) };
    const layout = await call(layoutRoute.loader, `/company/${company.id}/dashboard`, { params, headers: { Cookie: viewer.cookie } });
    const shell = await layout.json();
    expect(shell.company).toMatchObject({
      readOnlyNote: expect.stringMatching(/^You are a Viewer in /),
      permissions: { read: true, write: false },
    });
    // The sidebar made for the viewer holds no screen that only writes: nothing to follow and be refused.
    const entries = [...menuLinks(sidebarMenu(shell.company))].map((entry) => entry.to);
    const ownerShell = await (
      await call(layoutRoute.loader, `/company/${company.id}/dashboard`, { params, headers: { Cookie: owner.cookie } })
    ).json();
    expect([...menuLinks(sidebarMenu(ownerShell.company))].map((entry) => entry.to)).toContain("journalentry");
    expect(entries).toContain("vendors/bills");
    expect(entries).not.toContain("journalentry");
    expect(entries).not.toContain("vendors/write-check");
    const chosen = await configure(company.id, viewer.cookie, ["banking"]);
    expect(chosen.status).toBe(302); // back to the dashboard, with a toast
    expect(await getDashboardWidgets(app.db, viewer.user.id, company.id)).toEqual(["banking"]);

    const form = new FormData();
    form.set("accountType", "Expense");
    form.set("accountNumber", "5999");
    form.set("accountName", "Viewer's account");
    const request = new Request(`${BASE}/company/${company.id}/dashboard/new-account`, {
      method: "POST",
      headers: { Cookie: viewer.cookie },
      body: form,
    });
    expect(await refusal(newAccountRoute.action({ request, params, context: {} }) as Promise<unknown>)).toEqual({
      status: 403,
      text: "You do not have permission to change this company's books.",
    });
    expect(await app.db("companyAccounts").where({ companyId: company.id, accountNumber: "5999" }).first()).toBeUndefined();
  });

  it("keeps Delete Company from a bookkeeper and an admin, and gives it to an owner", async () => {
    const owner = await signedIn();
    const bookkeeper = await signedIn();
    const admin = await signedIn();
    const company = await companyOf(app.db, owner.user.id);
    await join(company.id, bookkeeper.user.id, "bookkeeper");
    await join(company.id, admin.user.id, "admin");
    const open = (cookie: string) =>
      deleteCompanyRoute.loader({
        request: new Request(`${BASE}/company/${company.id}/dashboard/settings/delete-company`, { headers: { Cookie: cookie } }),
        params: { companyId: String(company.id) },
        context: {},
      });
    const denied = { status: 403, text: "You do not have permission to delete this company." };
    expect(await refusal(open(bookkeeper.cookie) as Promise<unknown>)).toEqual(denied);
    expect(await refusal(open(admin.cookie) as Promise<unknown>)).toEqual(denied);
    await expect(open(owner.cookie)).resolves.toBeTruthy();
  });
});

describe("the Overview", () => {
  it("loads for the owner only", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const company = await companyOf(app.db, alice.user.id);
    const args = { params: { companyId: String(company.id) } };
    const own = await call(overviewRoute.loader, `/company/${company.id}/dashboard/overview`, {
      ...args,
      headers: { Cookie: alice.cookie },
    });
    expect((await own.json()).company.companyName).toBe(company.companyName);
    const foreign = await call(overviewRoute.loader, `/company/${company.id}/dashboard/overview`, {
      ...args,
      headers: { Cookie: bob.cookie },
    });
    expect(foreign.status).toBe(404);
  });
});

describe("the sidebar menu data", () => {
  const company = (overrides: Partial<MenuCompany> = {}): MenuCompany => ({
    industryId: 1,
    billTracking: true,
    customerTerm: "Customer",
    vendorTerm: "Vendor",
    permissions: permissionsOf("owner"),
    ...overrides,
  });
  const groupLabels = (menu: MenuGroup[]) => menu.map((g) => g.label);
  const labelsOf = (menu: MenuGroup[], id: string) => (menu.find((g) => g.id === id)?.entries ?? []).map((e: MenuEntry) => e.label);

  it("has the Consultant group only for IT consulting (industry 18)", () => {
    expect(groupLabels(sidebarMenu(company({ industryId: 18 })))).toEqual([
      "Consultant",
      "Customer",
      "Vendor",
      "Inventory",
      "Banking",
      "Company",
      "Reports",
      "Settings",
    ]);
    for (const industryId of [1, 17, 19, 22, 33]) {
      expect(groupLabels(sidebarMenu(company({ industryId })))).not.toContain("Consultant");
    }
    expect(labelsOf(sidebarMenu(company({ industryId: 18 })), "consultant")).toEqual([
      "Consultant Center",
      "Consultant List",
      "Received Payments",
      "Timesheet",
      // The spec's routes hr-timesheets and import-rewa-hr-timesheet (ADR 0086).
      "HR Timesheets",
      "Import HR Timesheet",
      "Invoice List",
      "New Consultant",
    ]);
  });

  it("shows each role only the entries it may use", () => {
    const entriesOf = (role: Role) => [...menuLinks(sidebarMenu(company({ permissions: permissionsOf(role) })))].map((l) => l.label);
    const owner = entriesOf("owner");
    const viewer = entriesOf("viewer");
    const bookkeeper = entriesOf("bookkeeper");
    const admin = entriesOf("admin");
    expect(owner).toEqual(expect.arrayContaining(["Enter Bill", "New Vendor", "Company Settings", "Users", "Delete Company"]));
    // A viewer reads: the centers, lists and reports, nothing that creates or changes.
    expect(viewer).toEqual(expect.arrayContaining(["Vendor Center", "Bills", "Profit & Loss", "Journal Entries"]));
    for (const label of ["Enter Bill", "New Vendor", "Journal Entry", "Make Deposit", "Company Settings", "Delete Company"]) {
      expect(viewer).not.toContain(label);
    }
    // A bookkeeper writes the books but has no settings, members or deletion.
    expect(bookkeeper).toEqual(expect.arrayContaining(["Enter Bill", "New Vendor", "Journal Entry"]));
    for (const label of ["Company Settings", "Delete Company", "Document Branding"]) expect(bookkeeper).not.toContain(label);
    // Users (the user menu's Personal Settings) is every member's: they see the team, an owner or admin changes it.
    expect(viewer).toContain("Users");
    // An admin has everything but deleting the company.
    expect(owner.filter((label) => !admin.includes(label))).toEqual(["Delete Company"]);
  });

  it("has Enter Bill and Pay Bill only with bill tracking", () => {
    const tracked = labelsOf(sidebarMenu(company({ billTracking: true })), "vendor");
    const untracked = labelsOf(sidebarMenu(company({ billTracking: false })), "vendor");
    expect(tracked).toEqual(expect.arrayContaining(["Enter Bill", "Pay Bill", "Bills"]));
    expect(untracked).not.toContain("Enter Bill");
    expect(untracked).not.toContain("Pay Bill");
    expect(untracked).toContain("Bills");
    expect(tracked.filter((label) => !untracked.includes(label))).toEqual(["Enter Bill", "Pay Bill"]);
  });

  it("speaks the company's terms", () => {
    const menu = sidebarMenu(company({ customerTerm: "Patient", vendorTerm: "Supplier" }));
    expect(groupLabels(menu)).toEqual(expect.arrayContaining(["Patient", "Supplier"]));
    expect(labelsOf(menu, "customer")).toContain("New Patient");
    expect(labelsOf(menu, "vendor")).toEqual(expect.arrayContaining(["Supplier Center", "Suppliers List"]));
  });

  it("keeps group ids unique and every link relative to the dashboard", () => {
    const menu = sidebarMenu(company({ industryId: 18 }));
    const ids: string[] = [];
    const collect = (entries: readonly MenuEntry[]) => {
      for (const entry of entries) {
        if (entry.kind !== "group") continue;
        ids.push(entry.id);
        collect(entry.entries);
      }
    };
    collect(menu.map((g): MenuEntry => g));
    expect(new Set(ids).size).toBe(ids.length);
    for (const { to } of menuLinks(menu)) expect(to).toMatch(/^[a-z][a-z0-9-]*(\/[a-z0-9-]+)*$/);
  });

  it("marks one active entry per path, the longest match, and names the groups to open", () => {
    const menu = sidebarMenu(company());
    expect(findActiveEntry(menu, "inventory/stock-adjustment/new")).toEqual({
      to: "inventory/stock-adjustment/new",
      groupIds: ["inventory"],
    });
    expect(findActiveEntry(menu, "inventory/stock-adjustment")?.to).toBe("inventory/stock-adjustment");
    // Write Check is in Vendor and Banking: the first one is marked.
    expect(findActiveEntry(menu, "vendors/write-check")).toEqual({ to: "vendors/write-check", groupIds: ["vendor"] });
    expect(findActiveEntry(menu, "reports/sales/item-detail")).toEqual({
      to: "reports/sales/item-detail",
      groupIds: ["reports", "reports-sales"],
    });
    expect(findActiveEntry(menu, "")).toBeNull();
    expect(findActiveEntry(menu, "vendors/write-checks")).toBeNull();
  });

  it("reads the path under the company's dashboard", () => {
    expect(pathInDashboard(7, "/company/7/dashboard")).toBe("");
    expect(pathInDashboard(7, "/company/7/dashboard/")).toBe("");
    expect(pathInDashboard(7, "/company/7/dashboard/vendors/list")).toBe("vendors/list");
    expect(pathInDashboard(7, "/company/70/dashboard/vendors/list")).toBeNull();
  });
});
