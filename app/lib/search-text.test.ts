import { describe, expect, it } from "vitest";
import knex from "knex";
import { anyColumnContains, likeAnywhere, likeEscaped, searchText } from "./search-text";

describe("search text", () => {
  it("drops control characters (a NUL above all), trims and bounds the length", () => {
    expect(searchText(" Acme\u0000 Supplies\u0007 ")).toBe("Acme Supplies");
    expect(searchText("x".repeat(300))).toHaveLength(200);
  });

  it("escapes LIKE's own characters, so 50% matches 50% and not 50 anything", () => {
    expect(likeEscaped("50%_off\\")).toBe("50\\%\\_off\\\\");
    expect(likeAnywhere("a\u0000b")).toBe("%ab%");
  });

  it("searches any of the columns for the text anywhere, in any case, as one group", () => {
    const { sql, bindings } = knex({ client: "pg" })("t")
      .where("companyId", 1)
      .where(anyColumnContains(["name", "email"], "50%"))
      .toSQL();
    expect(sql).toBe('select * from "t" where "companyId" = ? and ("name" ILIKE ? or "email" ILIKE ?)');
    expect(bindings).toEqual([1, "%50\\%%", "%50\\%%"]);
  });
});
