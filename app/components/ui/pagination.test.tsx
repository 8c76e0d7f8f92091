// @vitest-environment jsdom
import { renderServerHtml } from "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination";

function setup(element: ReactElement, url: string) {
  const router = createMemoryRouter([{ path: "/list", element }], { initialEntries: [url] });
  return { router, ui: <RouterProvider router={router} future={{ v7_startTransition: true }} /> };
}

function searchOf(link: HTMLElement) {
  return new URL(link.getAttribute("href") ?? "", "http://x").searchParams;
}

describe("Pagination", () => {
  it("links to other pages keeping every other search param", () => {
    const { ui } = setup(<Pagination page={3} perPage={10} total={57} />, "/list?q=acme&status=open&page=3&perPage=10");
    render(ui);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    const next = within(nav).getByRole("link", { name: "Page 4" });
    expect(new URL(next.getAttribute("href") ?? "", "http://x").pathname).toBe("/list");
    expect(Object.fromEntries(searchOf(next))).toEqual({ q: "acme", status: "open", page: "4", perPage: "10" });
    expect(searchOf(within(nav).getByRole("link", { name: "Last page" })).get("page")).toBe("6");
    expect(searchOf(within(nav).getByRole("link", { name: "Previous page" })).get("page")).toBe("2");
    expect(searchOf(within(nav).getByRole("link", { name: "First page" })).get("q")).toBe("acme");
    expect(screen.getByText("21-30 of 57")).toBeTruthy();
  });

  it("shows at most five page buttons around the current page, marking it current", () => {
    const { ui } = setup(<Pagination page={10} perPage={10} total={500} />, "/list?page=10");
    render(ui);
    const pageLinks = screen.getAllByRole("link", { name: /^Page \d+$/ });
    expect(pageLinks.map((link) => link.textContent)).toEqual(["8", "9", "10", "11", "12"]);
    expect(screen.getByRole("link", { name: "Page 10" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Page 9" }).getAttribute("aria-current")).toBeNull();
  });

  it("disables first and previous on page 1 and next and last on the final page", () => {
    const first = setup(<Pagination page={1} perPage={10} total={25} />, "/list");
    const { unmount } = render(first.ui);
    expect(screen.queryByRole("link", { name: "First page" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Previous page" })).toBeNull();
    expect(screen.getByLabelText("Previous page").getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("link", { name: "Next page" })).toBeTruthy();
    unmount();

    const last = setup(<Pagination page={3} perPage={10} total={25} />, "/list?page=3");
    render(last.ui);
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Last page" })).toBeNull();
    expect(screen.getByText("21-25 of 25")).toBeTruthy();
  });

  it("reads 0-0 past the last page and offers the last pages", () => {
    const { ui } = setup(<Pagination page={9} perPage={10} total={57} />, "/list?page=9");
    render(ui);
    expect(screen.getByText("0-0 of 57")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /^Page \d+$/ }).map((link) => link.textContent)).toEqual(["2", "3", "4", "5", "6"]);
    expect(searchOf(screen.getByRole("link", { name: "Previous page" })).get("page")).toBe("5");
  });

  it("shows 0-0 of 0 and a single page for an empty list", () => {
    const { ui } = setup(<Pagination page={1} perPage={10} total={0} />, "/list");
    render(ui);
    expect(screen.getByText("0-0 of 0")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /^Page \d+$/ })).toHaveLength(1);
  });

  it("changing rows per page goes to page 1 with the new size and keeps the filters", async () => {
    const user = userEvent.setup();
    const { ui, router } = setup(<Pagination page={4} perPage={10} total={200} />, "/list?q=acme&sort=name&page=4");
    render(ui);
    const select = screen.getByLabelText("Rows per page");
    expect((select as HTMLSelectElement).value).toBe("10");
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
    await user.selectOptions(select, "20");
    await vi.waitFor(() => expect(router.state.location.search).toContain("perPage=20"));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ q: "acme", sort: "name", page: "1", perPage: "20" });
  });

  it("renders a GET form with hidden params and an Apply button before hydration", async () => {
    const { ui } = setup(<Pagination page={2} perPage={20} total={200} />, "/list?q=acme&page=2&perPage=20");
    const container = document.createElement("div");
    container.innerHTML = await renderServerHtml(ui);
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("get");
    expect(form?.getAttribute("action")).toBe("/list");
    expect(within(container).getByRole("button", { name: "Apply" })).toBeTruthy();
    const hidden = [...container.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]);
    expect(hidden).toEqual([
      ["q", "acme"],
      ["page", "1"],
    ]);
    expect(within(container).getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/list?q=acme&page=3&perPage=20");
  });

  it("drops the Apply button once hydrated", async () => {
    const { ui } = setup(<Pagination page={1} perPage={10} total={30} />, "/list");
    const container = document.createElement("div");
    container.innerHTML = await renderServerHtml(ui);
    document.body.appendChild(container);
    expect(within(container).getByRole("button", { name: "Apply" })).toBeTruthy();
    render(setup(<Pagination page={1} perPage={10} total={30} />, "/list").ui, { container, hydrate: true });
    expect(within(container).queryByRole("button", { name: "Apply" })).toBeNull();
    expect(within(container).getByLabelText("Rows per page")).toBeTruthy();
  });
});
