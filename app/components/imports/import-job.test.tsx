// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ImportJobPanel, type ImportJobView } from "./import-job";

// A background import's page (ADR 0089) in each of its states: what runs, by whom and since when,
// "N of M lines" on a bar; while it runs, a refresh for browsers without JavaScript and an interval
// revalidation with it; once ended, the same result block as the synchronous import.

const running: ImportJobView = {
  id: 12,
  kindLabel: "Vendors",
  fileName: "vendors.csv",
  status: "running",
  done: 1_500,
  total: 4_000,
  startedBy: "Olive Bookkeeper",
  createdAt: "11/30/2026 09:14",
  startedAt: "11/30/2026 09:14",
  finishedAt: null,
  note: "",
};

const succeeded = {
  outcome: { ok: true, message: "Imported 4,000 vendors", facts: [{ label: "Vendors", value: "4000" }] },
  links: [{ label: "Vendors list", to: "/company/7/dashboard/vendors/list" }],
  problems: { items: [], total: 0, page: 1, perPage: 25 },
  details: { title: "", items: [], total: 0, page: 1, perPage: 25 },
};

type Result = Parameters<typeof ImportJobPanel>[0]["result"];

function routes(job: ImportJobView, result: Result, loads = { count: 0 }) {
  return [
    {
      path: "/job",
      loader: () => ++loads.count,
      element: <ImportJobPanel job={job} result={result} importAgain="/company/7/dashboard/importcsv?kind=vendors" />,
    },
  ];
}

/** The panel as its route renders it in the browser, with a loader counting how often it is asked again. */
async function show(job: ImportJobView, result: Result = null) {
  const loads = { count: 0 };
  const router = createMemoryRouter(routes(job, result, loads), { initialEntries: ["/job"] });
  const view = render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  await screen.findByRole("heading", { name: /^Vendors: / });
  return { loads, container: view.container };
}

/** The page's HTML as the server sends it (what a browser without JavaScript gets). */
async function serverHtml(job: ImportJobView, result: Result = null): Promise<string> {
  const handler = createStaticHandler(routes(job, result));
  const context = await handler.query(new Request("http://localhost/job"));
  if (context instanceof Response) throw context;
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

afterEach(() => vi.useRealTimers());

describe("a background import's page", () => {
  it("while running: who, since when, the lines on a bar, a refresh without JavaScript, and no result yet", async () => {
    await show(running);
    expect(screen.getByRole("heading").textContent).toBe("Vendors: vendors.csv");
    expect(screen.getByTestId("job-status").textContent).toBe("Running");
    expect(screen.getByText("Olive Bookkeeper")).toBeTruthy();
    const bar = screen.getByRole("progressbar", { name: "Lines imported" });
    expect([bar.getAttribute("value"), bar.getAttribute("max")]).toEqual(["1500", "4000"]);
    expect(screen.getByText("1,500 of 4,000 lines")).toBeTruthy();
    expect(screen.getByText(/all of the file is written, or nothing/)).toBeTruthy();
    expect(screen.queryByRole("link")).toBeNull();
    // Without JavaScript the page reloads itself; with it the <noscript> is inert.
    expect(await serverHtml(running)).toContain('<noscript><meta http-equiv="refresh" content="2"/></noscript>');
    expect(await serverHtml({ ...running, status: "queued", done: 0 })).toContain('http-equiv="refresh"');
  });

  it("while running with JavaScript: asks its loader again every two seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { loads } = await show(running);
    const before = loads.count;
    await act(async () => vi.advanceTimersByTimeAsync(2_100));
    expect(loads.count).toBe(before + 1);
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(loads.count).toBe(before + 2);
  });

  it("says when every line is written and the import is finishing", async () => {
    await show({ ...running, done: 4_000 });
    expect(screen.getByText("4,000 of 4,000 lines")).toBeTruthy();
    expect(screen.getByText(/Every line is written; finishing/)).toBeTruthy();
  });

  it("once succeeded: the summary, the list it filled, no refresh, and Import another file", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const done: ImportJobView = { ...running, status: "succeeded", done: 4_000, finishedAt: "11/30/2026 09:16" };
    const { loads } = await show(done, succeeded);
    expect(screen.getByTestId("job-status").textContent).toBe("Succeeded");
    expect(screen.getByText("Imported 4,000 vendors")).toBeTruthy();
    expect(screen.getByText("11/30/2026 09:16")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Vendors list" }).getAttribute("href")).toBe("/company/7/dashboard/vendors/list");
    expect(screen.getByRole("link", { name: "Import another file" }).getAttribute("href")).toBe(
      "/company/7/dashboard/importcsv?kind=vendors",
    );
    expect(await serverHtml(done, succeeded)).not.toContain("refresh");
    const before = loads.count;
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(loads.count).toBe(before);
  });

  it("once failed: the refusal and its problems, no links to lists", async () => {
    await show(
      { ...running, status: "failed", done: 0, finishedAt: "11/30/2026 09:15" },
      {
        outcome: { ok: false, message: "vendors.csv: 2 rows are not valid: nothing was imported", facts: [] },
        links: [{ label: "Vendors list", to: "/company/7/dashboard/vendors/list" }],
        problems: { items: ["row 4: Vendor Name is required.", "row 18: Vendor Name is required."], total: 2, page: 1, perPage: 25 },
        details: { title: "", items: [], total: 0, page: 1, perPage: 25 },
      },
    );
    expect(screen.getByTestId("job-status").textContent).toBe("Failed");
    expect(screen.getByRole("alert").textContent).toBe("vendors.csv: 2 rows are not valid: nothing was imported");
    expect(screen.getByRole("list", { name: "Problems" }).textContent).toBe(
      "row 4: Vendor Name is required.row 18: Vendor Name is required.",
    );
    expect(screen.queryByRole("link", { name: "Vendors list" })).toBeNull();
    expect(screen.getByRole("link", { name: "Import From CSV" })).toBeTruthy();
  });

  it("once interrupted by a restart: says nothing was imported and to import the file again", async () => {
    await show({
      ...running,
      status: "interrupted",
      done: 0,
      finishedAt: "11/30/2026 09:20",
      note: "The server restarted during this import; nothing was imported. Import the file again.",
    });
    expect(screen.getByTestId("job-status").textContent).toBe("Interrupted");
    expect(screen.getByRole("alert").textContent).toBe(
      "The server restarted during this import; nothing was imported. Import the file again.",
    );
    expect(screen.getByText("0 of 4,000 lines")).toBeTruthy();
  });
});
