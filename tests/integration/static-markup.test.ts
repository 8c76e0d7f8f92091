// The server renders a static part of a page (the sidebar) once per key and reuses it (ADR 0049).
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticMarkupContext, StaticNav } from "../../app/components/ui/static-html";
import { cachedStaticMarkup } from "../../app/utils/static-markup.server";

describe("StaticNav", () => {
  it("renders its contents once per key on the server and writes the kept markup, transformed, into every page", () => {
    let renders = 0;
    const page = (companyId: number) =>
      renderToString(
        h(
          StaticMarkupContext.Provider,
          { value: cachedStaticMarkup },
          h(StaticNav, {
            "aria-label": "Company menu",
            cacheKey: "static-markup-test-menu",
            render: () => {
              renders++;
              return h("a", { href: "/company/0/dashboard/vendors" }, "Vendors");
            },
            transform: (html: string) => html.replaceAll("/company/0/", `/company/${companyId}/`),
          }),
        ),
      );
    expect(page(12)).toBe('<nav aria-label="Company menu"><a href="/company/12/dashboard/vendors">Vendors</a></nav>');
    expect(page(34)).toBe('<nav aria-label="Company menu"><a href="/company/34/dashboard/vendors">Vendors</a></nav>');
    expect(renders).toBe(1);
  });

  it("renders no contents of its own where no server renderer is given (the client keeps the server's markup while it hydrates)", () => {
    const html = renderToString(
      h(StaticNav, { "aria-label": "Company menu", cacheKey: "unused", render: () => h("a", { href: "/x" }, "X") }),
    );
    expect(html).toBe('<nav aria-label="Company menu"></nav>');
  });
});
