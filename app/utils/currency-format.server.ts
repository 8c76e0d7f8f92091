import { AsyncLocalStorage } from "node:async_hooks";
import { setServerCurrencyFormat, type CurrencyFormat } from "~/lib/money";

// The company's currency format while the server renders one of its screens (ADR 0074): each
// request's render runs inside its own store, so two companies' pages rendered at once never
// write each other's amounts. app/lib/money's formatMoney reads it through the source set here.

const rendering = new AsyncLocalStorage<CurrencyFormat | null>();
setServerCurrencyFormat(() => rendering.getStore() ?? null);

/** Run `render` (and all it schedules) with `format` in effect for formatMoney. */
export function withCurrencyFormat<T>(format: CurrencyFormat | null, render: () => T): T {
  return rendering.run(format, render);
}

/** The format a page's loaders put in effect: the dashboard layout's `currencyFormat` (a company's screen), else none. */
export function currencyFormatOfPage(loaderData: Record<string, unknown>): CurrencyFormat | null {
  for (const data of Object.values(loaderData)) {
    if (data && typeof data === "object" && "currencyFormat" in data) return (data as { currencyFormat: CurrencyFormat }).currencyFormat;
  }
  return null;
}
