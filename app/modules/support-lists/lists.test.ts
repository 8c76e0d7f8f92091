import { describe, expect, it } from "vitest";
import { supportListDeleteError, supportListLoadError, supportListRow } from "./lists";

// The texts for a support list that fails to load or an entry that fails to delete: the server's own
// words when it gives any, else a text chosen by the response's status.

describe("supportListLoadError", () => {
  it("prefers the server's own words: message, then error, then detail", () => {
    expect(supportListLoadError("vendor-groups", { status: 500, body: { message: "Disk full", error: "x" } })).toBe("Disk full");
    expect(supportListLoadError("vendor-groups", { status: 400, body: { error: "Company ID is required" } })).toBe(
      "Company ID is required",
    );
    expect(supportListLoadError("vendor-groups", { status: 502, body: { detail: "upstream reset" } })).toBe("upstream reset");
  });

  it("says what each status means, naming the list", () => {
    expect(supportListLoadError("vendor-groups", { status: 404 })).toBe("Vendor groups service not found. Please contact support.");
    expect(supportListLoadError("customer-groups", { status: 404 })).toBe("Customer groups service not found. Please contact support.");
    expect(supportListLoadError("invoice-frequencies", { status: 404 })).toBe(
      "Invoice frequencies service not found. Please contact support.",
    );
    expect(supportListLoadError("shipping-methods", { status: 404 })).toBe("Shipping methods service not found. Please contact support.");
    expect(supportListLoadError("payment-terms", { status: 404 })).toBe("Payment terms service not found. Please contact support.");
    expect(supportListLoadError("item-groups", { status: 404 })).toBe("Item groups service not found. Please contact support.");
    expect(supportListLoadError("vendor-groups", { status: 403 })).toBe("You do not have permission to view vendor groups.");
    expect(supportListLoadError("payment-terms", { status: 403, body: "<html>Forbidden</html>" })).toBe(
      "You do not have permission to view payment terms.",
    );
    expect(supportListLoadError("vendor-groups", { status: 500 })).toBe(
      "An internal server error occurred while loading vendor groups. Please try again in a few minutes.",
    );
    expect(supportListLoadError("vendor-groups", { status: 502 })).toMatch(/^Bad gateway/);
    expect(supportListLoadError("vendor-groups", { status: 503 })).toBe("Service temporarily unavailable. Please try again later.");
    expect(supportListLoadError("vendor-groups", { status: 504 })).toMatch(/^Gateway timeout/);
    expect(supportListLoadError("invoice-frequencies", { status: 507 })).toBe(
      "Server error (507) occurred while fetching invoice frequencies",
    );
  });

  it("tells a network failure, a plain error and anything else apart", () => {
    expect(supportListLoadError("item-groups", { network: true })).toBe(
      "Network connection error. Please check your internet connection and try again.",
    );
    expect(supportListLoadError("item-groups", { message: "Unexpected token < in JSON" })).toBe("Unexpected token < in JSON");
    expect(supportListLoadError("item-groups", { message: "" })).toBe(
      "An unexpected error occurred while loading item groups. Please try again.",
    );
  });
});

describe("supportListDeleteError", () => {
  it("names what an entry in use is assigned to, on a 409 or words about a constraint", () => {
    const vendors =
      'Cannot delete "Net 30" because it is currently assigned to one or more vendors. Please reassign those vendors to another payment term first.';
    expect(supportListDeleteError("payment-terms", "Net 30", { status: 409 })).toBe(vendors);
    expect(supportListDeleteError("payment-terms", "Net 30", { status: 400, body: { error: "violates foreign key constraint" } })).toBe(
      vendors,
    );
    expect(supportListDeleteError("payment-terms", "Net 30", { status: 409, body: { error: "still used by customers" } })).toBe(
      'Cannot delete "Net 30" because it is currently assigned to one or more customers. Please reassign those customers to another payment term first.',
    );
    expect(supportListDeleteError("invoice-frequencies", "Monthly", { status: 409 })).toBe(
      'Cannot delete "Monthly" because it is currently assigned to one or more invoices. Please reassign those invoices to another frequency first.',
    );
    expect(supportListDeleteError("shipping-methods", "UPS", { status: 409 })).toMatch(/to another shipping method first\.$/);
    // The server's own refusal already says it: shown as given.
    const server =
      'Cannot delete "Hardware" because it is currently assigned to one or more inventory items. Please reassign those inventory items to another group first.';
    expect(supportListDeleteError("item-groups", "Hardware", { status: 409, body: { error: server } })).toBe(server);
  });

  it("shows other words of the server as given, else says what the status means", () => {
    expect(supportListDeleteError("vendor-groups", "Key", { status: 400, body: { error: "Something specific" } })).toBe(
      "Something specific",
    );
    expect(supportListDeleteError("vendor-groups", "Key", { status: 404 })).toBe(
      "Vendor group not found. It may have already been deleted.",
    );
    expect(supportListDeleteError("invoice-frequencies", "Monthly", { status: 404 })).toBe(
      "Invoice frequency not found. It may have already been deleted.",
    );
    expect(supportListDeleteError("vendor-groups", "Key", { status: 403 })).toBe("You do not have permission to delete vendor groups.");
    expect(supportListDeleteError("shipping-methods", "UPS", { status: 403 })).toBe(
      "You do not have permission to delete shipping methods.",
    );
    expect(supportListDeleteError("vendor-groups", "Key", { status: 503 })).toBe(
      "Service temporarily unavailable. Please try again later.",
    );
    expect(supportListDeleteError("vendor-groups", "Key", { network: true })).toBe(
      "Network connection error. Please check your internet connection and try again.",
    );
    expect(supportListDeleteError("vendor-groups", "Key", { status: 418 })).toBe(
      'An unexpected error occurred while deleting "Key". Please try again.',
    );
  });
});

describe("supportListRow", () => {
  it("carries the confirmation text of the list", () => {
    expect(supportListRow("payment-terms", { id: 3, name: "Net 30", description: "Pay with in 30 days", dueDays: 30 })).toEqual({
      id: 3,
      name: "Net 30",
      description: "Pay with in 30 days",
      dueDays: 30,
      confirmMessage:
        'Are you sure you want to delete the payment term "Net 30"? This action cannot be undone and may affect vendors using this payment term.',
    });
    expect(supportListRow("vendor-groups", { id: 1, name: "Key" })).toMatchObject({ description: null, dueDays: null });
  });
});
