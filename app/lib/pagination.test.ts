import { describe, expect, it } from "vitest";
import { DEFAULT_PER_PAGE, PAGE_SIZES, pageWindow, parsePagination, rangeLabel, totalPages } from "./pagination";

const params = (query: string) => new URLSearchParams(query);

describe("PAGE_SIZES", () => {
  it("offers 5, 10, 20, 50 and 100 with 10 as default", () => {
    expect([...PAGE_SIZES]).toEqual([5, 10, 20, 50, 100]);
    expect(DEFAULT_PER_PAGE).toBe(10);
  });
});

describe("parsePagination", () => {
  it("defaults to page 1 with 10 per page", () => {
    expect(parsePagination(params(""))).toEqual({ page: 1, perPage: 10, offset: 0 });
  });

  it("reads page and perPage and computes the offset", () => {
    expect(parsePagination(params("page=3&perPage=20"))).toEqual({ page: 3, perPage: 20, offset: 40 });
    expect(parsePagination(params("perPage=100&page=2&q=x"))).toEqual({ page: 2, perPage: 100, offset: 100 });
  });

  it.each(["0", "-1", "abc", "1.5", "", "1e3", "99999999999999999999"])("falls back to page 1 for page=%s", (raw) => {
    expect(parsePagination(params(`page=${raw}`)).page).toBe(1);
  });

  it.each(["7", "0", "1000", "ten", "-10", "10.0"])("falls back to 10 per page for perPage=%s", (raw) => {
    expect(parsePagination(params(`perPage=${raw}&page=2`))).toEqual({ page: 2, perPage: 10, offset: 10 });
  });

  it("accepts every allowed page size", () => {
    for (const size of PAGE_SIZES) expect(parsePagination(params(`perPage=${size}`)).perPage).toBe(size);
  });
});

describe("totalPages", () => {
  it("rounds up and is at least 1", () => {
    expect(totalPages(57, 10)).toBe(6);
    expect(totalPages(60, 10)).toBe(6);
    expect(totalPages(0, 10)).toBe(1);
    expect(totalPages(1, 100)).toBe(1);
  });
});

describe("pageWindow", () => {
  it("shows every page when there are five or fewer", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("centers the current page in a window of five", () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shifts the window at the start and the end", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it("clamps a current page outside the range", () => {
    expect(pageWindow(50, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
  });

  it("never returns more than five pages", () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = pageWindow(current, total);
        expect(pages.length).toBe(Math.min(5, total));
        expect(pages).toContain(current);
      }
    }
  });

  it("is empty without pages", () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("rangeLabel", () => {
  it("labels the rows of the current page", () => {
    expect(rangeLabel(2, 10, 57)).toBe("11-20 of 57");
    expect(rangeLabel(1, 10, 57)).toBe("1-10 of 57");
    expect(rangeLabel(6, 10, 57)).toBe("51-57 of 57");
    expect(rangeLabel(1, 5, 3)).toBe("1-3 of 3");
  });

  it("reads 0-0 of 0 when empty", () => {
    expect(rangeLabel(1, 10, 0)).toBe("0-0 of 0");
  });

  it("reads 0-0 when the page lies past the end", () => {
    expect(rangeLabel(9, 10, 57)).toBe("0-0 of 57");
  });
});
