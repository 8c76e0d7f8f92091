// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { VendorPicker } from "./vendor-picker";

// The vendor picker once JavaScript runs: the loader's vendors until the server answers the search,
// then the server's matches; a vendor chosen is what the form posts.

beforeAll(async () => {
  await import("~/components/ui/searchable-select-list");
});
afterEach(() => vi.unstubAllGlobals());

const loaded = [
  { id: 1, vendorName: "Acme Supplies" },
  { id: 2, vendorName: "Blue Office" },
];

const optionNames = () =>
  within(screen.getByRole("listbox"))
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("VendorPicker", () => {
  it("searches the server for what is typed and posts the vendor chosen", async () => {
    const fetch = vi.fn(async (url: string) => {
      const q = new URL(url, "http://localhost").searchParams.get("q") ?? "";
      const vendors = [...loaded, { id: 3, vendorName: "Zenith Paper" }].filter((v) =>
        v.vendorName.toLowerCase().includes(q.toLowerCase()),
      );
      return new Response(JSON.stringify({ vendors }), { status: 200, headers: { "Content-Type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <form>
        <VendorPicker companyId={7} name="vendorId" label="Vendor" options={loaded} onChange={onChange} />
      </form>,
    );
    const trigger = screen.getByRole("combobox", { name: "Vendor" });
    expect(trigger.textContent).toContain("Select vendor");

    await user.click(trigger);
    const search = await screen.findByRole("combobox", { name: "Search Vendor" });
    await user.type(search, "zen");
    await vi.waitFor(() => expect(fetch.mock.calls.at(-1)?.[0]).toContain("/api/vendor/vendors?companyId=7&short=true&view=active&q=zen"));
    const zenith = await screen.findByRole("option", { name: "Zenith Paper" });
    expect(optionNames()).toEqual(["Zenith Paper"]);

    await user.click(zenith);
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(trigger.textContent).toContain("Zenith Paper");
    expect(new FormData(container.querySelector("form")!).get("vendorId")).toBe("3");
    expect(onChange).toHaveBeenCalledWith("3", { id: 3, vendorName: "Zenith Paper" });
  });

  it("narrows the last answer to what is typed until the server answers the new search", async () => {
    // The empty search is answered at once; the search for "zen" stays unanswered until released.
    let answerZen: (() => void) | undefined;
    const fetch = vi.fn((url: string) => {
      const q = new URL(url, "http://localhost").searchParams.get("q") ?? "";
      const vendors = [...loaded, { id: 3, vendorName: "Zenith Paper" }, { id: 4, vendorName: "Zenon Print" }].filter((v) =>
        v.vendorName.toLowerCase().includes(q.toLowerCase()),
      );
      const answer = () => new Response(JSON.stringify({ vendors }), { status: 200, headers: { "Content-Type": "application/json" } });
      return q ? new Promise<Response>((resolve) => (answerZen = () => resolve(answer()))) : Promise.resolve(answer());
    });
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    render(<VendorPicker companyId={7} name="vendorId" label="Vendor" options={loaded} />);

    await user.click(screen.getByRole("combobox", { name: "Vendor" }));
    await screen.findByRole("option", { name: "Zenith Paper" });
    expect(optionNames()).toEqual(["Acme Supplies", "Blue Office", "Zenith Paper", "Zenon Print"]);

    await user.type(screen.getByRole("combobox", { name: "Search Vendor" }), "zenit");
    expect(optionNames()).toEqual(["Zenith Paper"]);
    await vi.waitFor(() => expect(answerZen).toBeDefined());
    answerZen!();
    await vi.waitFor(() => expect(fetch.mock.calls.at(-1)?.[0]).toContain("q=zenit"));
    expect(optionNames()).toEqual(["Zenith Paper"]);
  });
});
