import { describe, expect, it } from "vitest";
import { screenFinder, screenRoutes } from "./route-match";

// A route table in the shape Remix gives (paths relative to the parent's).
const table = {
  root: { id: "root", path: "" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/help": { id: "routes/help", parentId: "root", path: "help" },
  "routes/company.$companyId.dashboard": {
    id: "routes/company.$companyId.dashboard",
    parentId: "root",
    path: "company/:companyId/dashboard",
  },
  "routes/company.$companyId.dashboard._index": {
    id: "routes/company.$companyId.dashboard._index",
    parentId: "routes/company.$companyId.dashboard",
    index: true,
  },
  "routes/company.$companyId.dashboard.$": {
    id: "routes/company.$companyId.dashboard.$",
    parentId: "routes/company.$companyId.dashboard",
    path: "*",
  },
  "routes/company.$companyId.dashboard.vendors.center": {
    id: "routes/company.$companyId.dashboard.vendors.center",
    parentId: "routes/company.$companyId.dashboard",
    path: "vendors/center",
  },
  "routes/company.$companyId.dashboard.vendors.list[.]csv": {
    id: "routes/company.$companyId.dashboard.vendors.list[.]csv",
    parentId: "routes/company.$companyId.dashboard",
    path: "vendors/list.csv",
  },
  "routes/company.$companyId.dashboard.journal-entries": {
    id: "routes/company.$companyId.dashboard.journal-entries",
    parentId: "routes/company.$companyId.dashboard",
    path: "journal-entries",
  },
  "routes/company.$companyId.dashboard.journal-entries.$entryId": {
    id: "routes/company.$companyId.dashboard.journal-entries.$entryId",
    parentId: "routes/company.$companyId.dashboard.journal-entries",
    path: ":entryId",
  },
  "routes/lang": { id: "routes/lang", parentId: "root", path: ":lang?/about" },
};

describe("screenFinder", () => {
  const find = screenFinder(table);

  it("finds the route of a screen, its parameters and a literal dot included", () => {
    expect(find("/company/7/dashboard/vendors/center")).toBe("routes/company.$companyId.dashboard.vendors.center");
    expect(find("/company/7/dashboard/vendors/center/")).toBe("routes/company.$companyId.dashboard.vendors.center");
    expect(find("/company/7/dashboard/vendors/list.csv")).toBe("routes/company.$companyId.dashboard.vendors.list[.]csv");
    expect(find("/company/7/dashboard/journal-entries/12")).toBe("routes/company.$companyId.dashboard.journal-entries.$entryId");
    expect(find("/help")).toBe("routes/help");
    expect(find("/about")).toBe("routes/lang");
    expect(find("/fr/about")).toBe("routes/lang");
  });

  it("finds a parent route at its own address (it renders itself with an empty outlet)", () => {
    expect(find("/company/7/dashboard/journal-entries")).toBe("routes/company.$companyId.dashboard.journal-entries");
    expect(find("/company/7/dashboard/journal-entries/")).toBe("routes/company.$companyId.dashboard.journal-entries");
  });

  it("finds a layout's address through its index route, and ignores a query string and a hash", () => {
    expect(find("/company/7/dashboard")).toBe("routes/company.$companyId.dashboard._index");
    expect(find("/")).toBe("routes/_index");
    expect(find("/company/7/dashboard/vendors/center?vendor=3#details")).toBe("routes/company.$companyId.dashboard.vendors.center");
  });

  it("does not count what only a splat answers (its Page not found) as a screen", () => {
    expect(find("/company/7/dashboard/customers/new")).toBeUndefined();
    expect(find("/company/7/dashboard/vendors")).toBeUndefined();
    expect(find("/company/7/dashboard/vendors/center/more")).toBeUndefined();
    expect(find("/company/7/dashboard/vendors/listxcsv")).toBeUndefined();
    expect(find("/nowhere")).toBeUndefined();
  });

  it("lists routes with a path and index routes, never a pathless layout or a splat", () => {
    const ids = screenRoutes(table).map((route) => route.id);
    expect(ids).not.toContain("root");
    expect(ids).not.toContain("routes/$");
    expect(ids).not.toContain("routes/company.$companyId.dashboard.$");
    expect(ids).toContain("routes/company.$companyId.dashboard._index");
  });
});
