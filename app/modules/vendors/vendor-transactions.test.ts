import { describe, expect, it } from "vitest";
import { kindOf, readVendorCenterQuery, typeFiltersOf, vendorCenterSearch } from "./vendor-transactions";

const read = (search: string) => readVendorCenterQuery(new URLSearchParams(search));

describe("the Vendor Center's URL state", () => {
  it("defaults: active vendors, the first 50, all transactions, page 1 of 10", () => {
    expect(read("")).toEqual({
      status: "active",
      q: "",
      vendor: null,
      view: "all",
      type: "all",
      date: "all",
      show: 50,
      page: 1,
      perPage: 10,
    });
    expect(vendorCenterSearch(read(""))).toBe("");
  });

  it("reads every field and writes back only what differs from the defaults", () => {
    const query = read("status=inactive&q=%20acme%20&vendor=12&view=bills&type=overdue&date=last_week&show=100&page=3&perPage=20");
    expect(query).toEqual({
      status: "inactive",
      q: "acme",
      vendor: 12,
      view: "bills",
      type: "overdue",
      date: "last_week",
      show: 100,
      page: 3,
      perPage: 20,
    });
    expect(vendorCenterSearch(query)).toBe(
      "?status=inactive&q=acme&show=100&vendor=12&view=bills&type=overdue&date=last_week&page=3&perPage=20",
    );
  });

  it("a type filter belongs to its view; unknown values fall back to the defaults", () => {
    expect(read("view=pay-bills&type=credit-card").type).toBe("credit-card");
    expect(read("view=pay-bills&type=overdue").type).toBe("all");
    expect(read("view=cheques&type=open").type).toBe("all");
    expect(read("status=deleted&view=x&date=tomorrow&vendor=-4&show=99999&perPage=7")).toMatchObject({
      status: "active",
      view: "all",
      date: "all",
      vendor: null,
      show: 1000,
      perPage: 10,
    });
    expect(read("vendor=99999999999").vendor).toBeNull();
    expect(read("show=3").show).toBe(50);
  });

  it("names each entry type's kind and offers the type filters of Bills and Pay Bills only", () => {
    const kinds = {
      BILL: "Bill",
      PAY: "Pay Bill",
      CHQ: "Cheque",
      VCN: "Vendor Credit Note",
      CP: "Cash Purchase",
      EXP: "Expense",
      CCE: "Expense",
      VOB: "Opening Balance",
      JE: "Journal Entry",
    };
    expect(Object.fromEntries(Object.keys(kinds).map((type) => [type, kindOf(type)]))).toEqual(kinds);
    expect(typeFiltersOf("bills").map((t) => t.label)).toEqual(["All Bills", "Draft Bills", "Open Bills", "Overdue Bills"]);
    expect(typeFiltersOf("pay-bills").map((t) => t.label)).toEqual(["All", "Cheque", "Cash", "Credit Card", "Bank Transfer"]);
    expect(typeFiltersOf("all")).toEqual([]);
  });
});
