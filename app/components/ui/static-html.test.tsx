import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cachedStaticMarkup } from "~/utils/static-markup.server";
import { StaticMarkupContext, StaticNav } from "./static-html";

describe("StaticNav", () => {
  it("renders its contents once per key on the server and writes the kept markup, transformed, into every page", () => {
    let renders = 0;
    const page = (companyId: number) =>
      renderToString(
        <StaticMarkupContext.Provider value={cachedStaticMarkup}>
          <StaticNav
            aria-label="Company menu"
            cacheKey={`test-menu-${expect.getState().currentTestName}`}
            render={() => {
              renders++;
              return <a href="/company/0/dashboard/vendors">Vendors</a>;
            }}
            transform={(html) => html.replaceAll("/company/0/", `/company/${companyId}/`)}
          />
        </StaticMarkupContext.Provider>,
      );
    expect(page(12)).toBe('<nav aria-label="Company menu"><a href="/company/12/dashboard/vendors">Vendors</a></nav>');
    expect(page(34)).toBe('<nav aria-label="Company menu"><a href="/company/34/dashboard/vendors">Vendors</a></nav>');
    expect(renders).toBe(1);
  });

  it("renders no contents of its own where no server renderer is given (the client keeps the server's markup while it hydrates)", () => {
    const html = renderToString(<StaticNav aria-label="Company menu" cacheKey="unused" render={() => <a href="/x">X</a>} />);
    expect(html).toBe('<nav aria-label="Company menu"></nav>');
  });
});
