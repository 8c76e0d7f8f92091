import { PassThrough } from "node:stream";
import { Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatMoney, type CurrencyFormat } from "~/lib/money";
import { currencyFormatOfPage, withCurrencyFormat } from "./currency-format.server";

// The company's currency format while its screen renders (ADR 0074): formatMoney writes its way
// inside the render's scope, the plain "$1,234.50" outside it, and two renders at once keep theirs.

const EURO: CurrencyFormat = {
  symbol: "€",
  symbolPosition: "after",
  decimalSeparator: ",",
  thousandSeparator: ".",
  negativeFormat: "parentheses",
};
const SWISS: CurrencyFormat = {
  symbol: "CHF ",
  symbolPosition: "before",
  decimalSeparator: ".",
  thousandSeparator: "'",
  negativeFormat: "minus",
};

/** A page rendered as the server streams it, with a part that arrives later (a deferred loader's). */
function renderPage(format: CurrencyFormat | null, cents: number, delayMs: number): Promise<string> {
  const later: { value?: number; promise: Promise<void> } = {
    promise: new Promise((resolve) => setTimeout(resolve, delayMs)).then(() => void (later.value = cents * 2)),
  };
  function Later() {
    if (later.value === undefined) throw later.promise; // React 18's Suspense: wait for it
    return <p>later {formatMoney(later.value)}</p>;
  }
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    let html = "";
    out.on("data", (chunk) => (html += chunk));
    out.on("end", () => resolve(html));
    withCurrencyFormat(format, () => {
      const { pipe } = renderToPipeableStream(
        <main>
          <p>now {formatMoney(cents)}</p>
          <Suspense fallback="…">
            <Later />
          </Suspense>
        </main>,
        { onShellReady: () => pipe(out), onShellError: reject },
      );
    });
  });
}

describe("the currency format in effect", () => {
  it("is none outside a company's render: the plain form", () => {
    expect(formatMoney(-123450)).toBe("-$1,234.50");
  });

  it("writes the company's way inside its render; a symbol given keeps the plain form", () => {
    withCurrencyFormat(EURO, () => {
      expect(formatMoney(123450)).toBe("1.234,50 €");
      expect(formatMoney(-123450)).toBe("(1.234,50 €)");
      expect(formatMoney(123450, "")).toBe("1,234.50");
    });
    expect(formatMoney(123450)).toBe("$1,234.50");
  });

  it("keeps each of two pages rendered at once to its own company's format, streamed parts included", async () => {
    const [euro, swiss, plain] = await Promise.all([
      renderPage(EURO, 123450, 30),
      renderPage(SWISS, 123450, 10),
      renderPage(null, 123450, 20),
    ]);
    expect(euro).toContain("now <!-- -->1.234,50 €");
    expect(euro).toContain("later <!-- -->2.469,00 €");
    expect(swiss).toContain("now <!-- -->CHF 1&#x27;234.50");
    expect(swiss).toContain("later <!-- -->CHF 2&#x27;469.00");
    expect(plain).toContain("later <!-- -->$2,469.00");
  });

  it("is read from the page's loader data: the dashboard layout's", () => {
    expect(currencyFormatOfPage({ root: { user: null }, "routes/x/_layout": { currencyFormat: EURO }, "routes/x/screen": {} })).toEqual(
      EURO,
    );
    expect(currencyFormatOfPage({ root: null })).toBeNull();
  });
});
