import { describe, it, expect } from "vitest";
import {
  COUNTRIES,
  CURRENCIES,
  CUSTOMER_TERMS,
  DASHBOARD_WIDGETS,
  DASHBOARD_WIDGET_KEYS,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY_CODE,
  DEFAULT_CURRENCY_ID,
  DEFAULT_INDUSTRY_ID,
  DEFAULT_REGION,
  DEFAULT_TIMEZONE,
  INDUSTRIES,
  IT_CONSULTING_INDUSTRY_ID,
  MONTHS,
  REGIONS,
  SMALL_CURRENCIES,
  TIMEZONES,
  VENDOR_TERMS,
  currencyByCode,
  currencyById,
  defaultRegionFor,
  industryLabel,
  regionsFor,
  type DashboardWidgetKey,
} from "./reference-data";

const byLabel = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase(), "en");
const sortedCopy = (xs: readonly string[]) => [...xs].sort((a, b) => a.localeCompare(b, "en"));

/** Minutes east of UTC for a "UTC±HH:MM …" label. */
function offsetMinutes(tz: string): number {
  const m = /^UTC([+-])(\d{2}):(\d{2}) /.exec(tz);
  if (!m) throw new Error(`bad timezone ${tz}`);
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

describe("industries", () => {
  it("has 33 entries with ids 1..33", () => {
    expect(INDUSTRIES).toHaveLength(33);
    expect(INDUSTRIES.map((i) => i.id)).toEqual(Array.from({ length: 33 }, (_, k) => k + 1));
    expect(new Set(INDUSTRIES.map((i) => i.label.toLowerCase())).size).toBe(33);
  });

  it("puts the named industries at their fixed ids", () => {
    expect(industryLabel(1)).toBe("Ad agency or marketing");
    expect(industryLabel(18)).toBe("IT consulting");
    expect(industryLabel(22)).toBe("Manufacture companies");
    expect(industryLabel(24)).toBe("Non-profit");
    expect(industryLabel(31)).toBe("Retail and online store");
    expect(industryLabel(33)).toBe("Wholesale sales and distribution");
    expect(IT_CONSULTING_INDUSTRY_ID).toBe(18);
    expect(DEFAULT_INDUSTRY_ID).toBe(1);
  });

  it("orders ids by case-insensitive alphabetical order of label", () => {
    const labels = INDUSTRIES.map((i) => i.label);
    expect([...labels].sort(byLabel)).toEqual(labels);
    // Plain code-point order of the lower-cased labels agrees too.
    const lower = labels.map((l) => l.toLowerCase());
    expect([...lower].sort()).toEqual(lower);
  });

  it("returns an empty label for unknown ids", () => {
    expect(industryLabel(0)).toBe("");
    expect(industryLabel(34)).toBe("");
  });
});

describe("timezones", () => {
  it("has 38 unique, well-formed entries including the default", () => {
    expect(TIMEZONES).toHaveLength(38);
    expect(new Set(TIMEZONES).size).toBe(38);
    for (const tz of TIMEZONES) expect(tz).toMatch(/^UTC[+-]\d{2}:\d{2} \S.*$/);
    expect(DEFAULT_TIMEZONE).toBe("UTC+00:00 London, Dublin, Lisbon");
    expect(TIMEZONES).toContain(DEFAULT_TIMEZONE);
    expect(TIMEZONES).toContain("UTC-08:00 Pacific Time (US & Canada)");
    expect(TIMEZONES).toContain("UTC+05:30 Chennai, Kolkata, Mumbai, New Delhi");
  });

  it("is ordered by offset from UTC-12:00 to UTC+14:00 with distinct offsets", () => {
    const offsets = TIMEZONES.map(offsetMinutes);
    expect(offsets[0]).toBe(-12 * 60);
    expect(offsets[offsets.length - 1]).toBe(14 * 60);
    for (let i = 1; i < offsets.length; i++) expect(offsets[i]).toBeGreaterThan(offsets[i - 1]);
  });
});

describe("countries and regions", () => {
  it("lists ~195-250 unique countries alphabetically, including the UK and US", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
    expect(COUNTRIES.length).toBeLessThanOrEqual(250);
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length);
    expect(sortedCopy(COUNTRIES)).toEqual([...COUNTRIES]);
    expect(COUNTRIES).toContain("United Kingdom");
    expect(COUNTRIES).toContain("United States");
    for (const c of COUNTRIES) expect(c).toBe(c.trim());
  });

  it("keys regions by names from the country list", () => {
    for (const country of Object.keys(REGIONS)) expect(COUNTRIES).toContain(country);
    expect(Object.keys(REGIONS).sort()).toEqual(
      [
        "Australia",
        "Canada",
        "Germany",
        "India",
        "Ireland",
        "Mexico",
        "New Zealand",
        "South Africa",
        "United Kingdom",
        "United States",
      ].sort(),
    );
  });

  it("has the expected region counts", () => {
    expect(regionsFor("United States")).toHaveLength(51);
    expect(regionsFor("United States")).toContain("District of Columbia");
    expect(regionsFor("Canada")).toHaveLength(13);
    expect(regionsFor("India")).toHaveLength(36);
    expect(regionsFor("Australia")).toHaveLength(8);
    expect(regionsFor("Ireland")).toHaveLength(26);
    expect(regionsFor("Germany")).toHaveLength(16);
    expect(regionsFor("Mexico")).toHaveLength(32);
    expect(regionsFor("New Zealand")).toHaveLength(16);
    expect(regionsFor("South Africa")).toHaveLength(9);
  });

  it("keeps region lists unique and alphabetical (UK: Buckinghamshire first, then alphabetical)", () => {
    for (const [country, regions] of Object.entries(REGIONS)) {
      expect(regions.length, country).toBeGreaterThan(0);
      expect(new Set(regions).size, country).toBe(regions.length);
      const ordered = country === "United Kingdom" ? regions.slice(1) : regions;
      expect([...ordered], country).toEqual(sortedCopy(ordered));
    }
    const uk = regionsFor("United Kingdom");
    expect(uk[0]).toBe("Buckinghamshire");
    expect(uk.filter((r) => r === "Buckinghamshire")).toHaveLength(1);
    for (const nation of ["Northern Ireland", "Scotland", "Wales"]) expect(uk).toContain(nation);
  });

  it("has the wizard defaults", () => {
    expect(DEFAULT_COUNTRY).toBe("United Kingdom");
    expect(DEFAULT_REGION).toBe("Buckinghamshire");
    expect(defaultRegionFor(DEFAULT_COUNTRY)).toBe(DEFAULT_REGION);
    expect(regionsFor(DEFAULT_COUNTRY)).toContain(DEFAULT_REGION);
  });

  it("resets the region to the new country's first state, or empty when it has none", () => {
    expect(defaultRegionFor("United States")).toBe("Alabama");
    expect(defaultRegionFor("Canada")).toBe("Alberta");
    expect(defaultRegionFor("India")).toBe("Andaman and Nicobar Islands");
    expect(defaultRegionFor("Australia")).toBe("Australian Capital Territory");
    expect(defaultRegionFor("France")).toBe("");
    expect(regionsFor("France")).toEqual([]);
    expect(defaultRegionFor("")).toBe("");
    expect(defaultRegionFor("Atlantis")).toBe("");
    // Prototype keys are not countries.
    expect(regionsFor("constructor")).toEqual([]);
    expect(defaultRegionFor("toString")).toBe("");
  });
});

describe("currencies", () => {
  it("is a large list with ids 1..n and unique ISO codes", () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(140);
    expect(CURRENCIES.map((c) => c.id)).toEqual(Array.from({ length: CURRENCIES.length }, (_, k) => k + 1));
    expect(new Set(CURRENCIES.map((c) => c.code)).size).toBe(CURRENCIES.length);
    for (const c of CURRENCIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.name.trim()).not.toBe("");
      expect(c.symbol.trim()).not.toBe("");
    }
  });

  it("starts with USD, GBP, EUR, JPY, INR then the rest alphabetically by code", () => {
    expect(CURRENCIES.slice(0, 5).map((c) => c.code)).toEqual(["USD", "GBP", "EUR", "JPY", "INR"]);
    const rest = CURRENCIES.slice(5).map((c) => c.code);
    expect([...rest].sort()).toEqual(rest);
    expect(currencyById(1)).toEqual({ id: 1, code: "USD", name: "US Dollar", symbol: "$" });
    expect(currencyById(2)?.symbol).toBe("£");
    expect(currencyById(3)?.symbol).toBe("€");
  });

  it("has the small list of five and the defaults", () => {
    expect(SMALL_CURRENCIES.map((c) => c.code)).toEqual(["USD", "GBP", "EUR", "JPY", "INR"]);
    expect(SMALL_CURRENCIES.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(DEFAULT_CURRENCY_CODE).toBe("USD");
    expect(DEFAULT_CURRENCY_ID).toBe(1);
    expect(currencyByCode(DEFAULT_CURRENCY_CODE)?.id).toBe(DEFAULT_CURRENCY_ID);
  });

  it("looks currencies up by code and id", () => {
    expect(currencyByCode("INR")).toMatchObject({ id: 5, name: "Indian Rupee", symbol: "₹" });
    expect(currencyByCode(" cad ")?.code).toBe("CAD");
    expect(currencyByCode("XXX")).toBeUndefined();
    expect(currencyByCode("")).toBeUndefined();
    expect(currencyById(0)).toBeUndefined();
    expect(currencyById(CURRENCIES.length + 1)).toBeUndefined();
    for (const c of CURRENCIES) {
      expect(currencyById(c.id)).toBe(c);
      expect(currencyByCode(c.code)).toBe(c);
    }
  });
});

describe("months and terminology", () => {
  it("lists the twelve months and the term options", () => {
    expect(MONTHS).toHaveLength(12);
    expect([MONTHS[0], MONTHS[1], MONTHS[8], MONTHS[11]]).toEqual(["January", "February", "September", "December"]);
    expect(CUSTOMER_TERMS).toEqual(["Customer", "Client", "Patient"]);
    expect(VENDOR_TERMS).toEqual(["Vendor", "Supplier", "Provider"]);
  });
});

describe("dashboard widgets", () => {
  it("has the 18 widget keys in the spec's order with labels", () => {
    const expected: DashboardWidgetKey[] = [
      "banking",
      "expenses",
      "whoIOwe",
      "recentTransactions",
      "accountBalances",
      "topCustomersBySales",
      "topItemsBySales",
      "yearOverYearIncome",
      "bankAccount",
      "moneyComingIn",
      "moneyGoingOut",
      "whoOwesMe",
      "quickLinks",
      "messagesTasks",
      "topVendorsByExpenses",
      "incomeExpenseAccount",
      "incomes",
      "yearOverYearExpense",
    ];
    expect(DASHBOARD_WIDGETS).toHaveLength(18);
    expect(DASHBOARD_WIDGETS.map((w) => w.key)).toEqual(expected);
    expect(DASHBOARD_WIDGET_KEYS).toEqual(expected);
    expect(new Set(DASHBOARD_WIDGETS.map((w) => w.label)).size).toBe(18);
    expect(DASHBOARD_WIDGETS.find((w) => w.key === "whoIOwe")?.label).toBe("Who I Owe");
    expect(DASHBOARD_WIDGETS.find((w) => w.key === "incomeExpenseAccount")?.label).toBe("Income and Expense Accounts");
  });
});
