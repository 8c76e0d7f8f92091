import { randomUUID } from "node:crypto";

/** A valid company creation body (the setup form's fields), for API calls and services in tests. */
export function companyFields(overrides: Record<string, unknown> = {}) {
  return {
    companyName: `Acme ${randomUUID().slice(0, 8)}`,
    legalName: "Acme Trading Ltd",
    federalId: "12-3456789",
    phone: "01494 123456",
    email: "accounts@acme.test",
    country: "United Kingdom",
    region: "Buckinghamshire",
    addressLine1: "1 High Street",
    city: "High Wycombe",
    zipCode: "HP11 2AA",
    timezone: "UTC+00:00 London, Dublin, Lisbon",
    primaryCurrency: "USD",
    ...overrides,
  };
}
