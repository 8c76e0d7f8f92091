// The setup form's fields for a benchmark's company (a valid company creation body, for the
// services and the API alike): one place for the address every benchmark gives its books.

/** San Jose, California, with a UK phone: the address the ledger, journal import and profile benchmarks give. */
export const SAN_JOSE = { phone: "01494 123456", region: "California", addressLine1: "1 Main Street", city: "San Jose", zipCode: "95113" };

/** The company `name` (legal name "`name` Ltd") in Springfield, Illinois; `overrides` for a benchmark's own fields. */
export function benchCompanyFields(name: string, overrides: Record<string, string> = {}) {
  return {
    companyName: name,
    legalName: `${name} Ltd`,
    federalId: "12-3456789",
    phone: "555 0100",
    email: "bench@example.com",
    country: "United States",
    region: "Illinois",
    addressLine1: "1 Main St",
    city: "Springfield",
    zipCode: "62701",
    timezone: "UTC+00:00 London, Dublin, Lisbon",
    primaryCurrency: "USD",
    ...overrides,
  };
}
