import { describe, expect, it } from "vitest";
import { optionalText, requiredText, TEXT_MESSAGES, textProblem } from "./zod-helpers";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe("text fields", () => {
  it("refuse NUL, other control characters and lone surrogates, with a field message", () => {
    const name = requiredText("Name is required", 100);
    expect(messages(name.safeParse("Acme\u0000"))).toEqual([TEXT_MESSAGES.control]);
    expect(messages(name.safeParse("Ac\u001bme"))).toEqual([TEXT_MESSAGES.control]);
    expect(messages(name.safeParse("Ac\u0085me"))).toEqual([TEXT_MESSAGES.control]);
    expect(messages(name.safeParse("Acme\ud800"))).toEqual([TEXT_MESSAGES.surrogate]);
    expect(messages(name.safeParse("\udc00Acme"))).toEqual([TEXT_MESSAGES.surrogate]);
    expect(messages(optionalText().safeParse("a\u0000b"))).toEqual([TEXT_MESSAGES.control]);
    expect(messages(optionalText(500, { multiline: true }).safeParse("a\u0000b"))).toEqual([TEXT_MESSAGES.control]);
  });
  it("keep line breaks and tabs to multi-line fields", () => {
    expect(messages(requiredText("Name is required").safeParse("Rent\nOffice"))).toEqual([TEXT_MESSAGES.lineBreak]);
    expect(messages(optionalText().safeParse("Rent\r\nOffice"))).toEqual([TEXT_MESSAGES.lineBreak]);
    expect(messages(optionalText().safeParse("Rent\tOffice"))).toEqual([TEXT_MESSAGES.control]);
    expect(optionalText(500, { multiline: true }).parse("Line one\r\n\tLine two")).toBe("Line one\r\n\tLine two");
  });
  it("take any real character: accents, emoji, right-to-left text", () => {
    for (const text of ["Café Müller", "Shop 😀", "שלום", "東京"]) expect(textProblem(text)).toBeNull();
    expect(requiredText("Name is required").parse("  Shop 😀  ")).toBe("Shop 😀");
  });
});
