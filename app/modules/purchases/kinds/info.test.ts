import { describe, expect, it } from "vitest";
import { PURCHASE_KINDS } from "./index";
import { PURCHASE_KIND_INFOS } from "./info";

describe("the purchase kinds' zod-free halves", () => {
  it("are the kinds of the descriptors' list, in its order, each its descriptor without the schema", () => {
    expect(PURCHASE_KIND_INFOS.map((k) => k.name)).toEqual(PURCHASE_KINDS.map((k) => k.name));
    PURCHASE_KINDS.forEach(({ schema, ...info }, i) => {
      expect(schema).toBeDefined();
      expect(info).toEqual(PURCHASE_KIND_INFOS[i]);
    });
  });
});
