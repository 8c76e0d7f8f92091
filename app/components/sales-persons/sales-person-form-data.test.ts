import { describe, expect, it } from "vitest";
import { SALES_PERSON_MESSAGES as M } from "~/modules/sales-persons/constants";
import { addressShown, refusalMessages } from "./sales-person-form-data";

describe("the sales person form's dialog lines", () => {
  it("puts 'Please fill in all required fields.' above the list when a required field is blank", () => {
    expect(refusalMessages({ salesPersonName: [M.nameRequired], email: ["Invalid email format"] })).toEqual({
      messages: [M.nameRequired, "Invalid email format"],
      intro: "Please fill in all required fields.",
    });
    expect(refusalMessages({ email: ["Invalid email format"] })).toEqual({ messages: ["Invalid email format"], intro: undefined });
  });

  it("shows the address without its trailing blank lines", () => {
    expect(addressShown("1 Main\n\nAustin\nTX\n73301\nUSA")).toBe("1 Main\n\nAustin\nTX\n73301\nUSA");
    expect(addressShown("\n\n\n\n\n")).toBe("");
  });
});
