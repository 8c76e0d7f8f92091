// @vitest-environment jsdom
import "../../../vitest.setup.ui";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { HrImportModeField } from "./hr-import-mode";
import { UploadPreview, type UploadPreviewView } from "./upload-preview";

// Step 1's choice of an HR file's mode (add, or replace what an earlier HR import wrote) and the
// preview's list of the hours a replacement would replace (ADR 0086): plain form controls.

function inRouter(element: JSX.Element) {
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} future={{ v7_startTransition: true }} />);
}

describe("HrImportModeField", () => {
  it("adds by default, as two radios named mode", () => {
    inRouter(<HrImportModeField legend="Days that already have hours" />);
    const group = screen.getByRole("group", { name: "Days that already have hours" });
    const add = within(group).getByRole("radio", { name: /^Add hours/ });
    const replace = within(group).getByRole("radio", { name: /^Replace hours an earlier HR import wrote/ });
    expect([add, replace].map((r) => [(r as HTMLInputElement).name, (r as HTMLInputElement).value])).toEqual([
      ["mode", "add"],
      ["mode", "replace"],
    ]);
    expect([add, replace].map((r) => (r as HTMLInputElement).checked)).toEqual([true, false]);
  });

  it("shows the upload's mode again on its preview", () => {
    inRouter(<HrImportModeField legend="Mode" defaultMode="replace" />);
    expect((screen.getByRole("radio", { name: /^Replace/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: /^Add/ }) as HTMLInputElement).checked).toBe(false);
  });
});

describe("UploadPreview's replacements", () => {
  const view = (details: UploadPreviewView["details"]): UploadPreviewView => ({
    id: 7,
    status: "checked",
    outcome: {
      ok: true,
      fileName: "hr-nov-fixed.csv",
      encoding: "UTF-8",
      rowsRead: 2,
      message: "Dry run: would import 2 lines of hours (nothing was written)",
      facts: [],
    },
    links: [],
    problems: { items: [], total: 0, page: 1, perPage: 25 },
    details,
  });

  it("lists what each line replaces under its title", () => {
    const line = "line 2: replaces 8.00 hours imported from hr-nov.csv with 6.00 (Fay Lee at Ann's Bakery on 11/16/2026)";
    inRouter(
      <UploadPreview
        upload={view({ title: "Hours replaced", items: [line], total: 1, page: 1, perPage: 25 })}
        kindLabel="HR timesheets"
        canImport
        busy={null}
      />,
    );
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Hours replaced (1)");
    expect(
      within(screen.getByRole("list", { name: "Hours replaced" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([line]);
    expect(screen.queryByRole("list", { name: "Problems" })).toBeNull();
  });

  it("shows no list when nothing is replaced", () => {
    inRouter(
      <UploadPreview
        upload={view({ title: "", items: [], total: 0, page: 1, perPage: 25 })}
        kindLabel="HR timesheets"
        canImport
        busy={null}
      />,
    );
    expect(screen.queryByRole("list")).toBeNull();
  });
});
