import { describe, expect, it } from "vitest";
import { allowConsoleError } from "../setup/console-error";
import { DomainError, orNotFoundPage, orNullWhenNotFound, throwIfRefusal } from "../../app/utils/errors";
import { answerSaveError } from "../../app/utils/form-reply.server";

// One place per way of answering a DomainError (ADR 0045): the 404 page, "not there", a save
// refused or failed; anything that is not a refusal passes on.

const missing = () => Promise.reject(new DomainError("Vendor not found", 404));
const refused = () => Promise.reject(new DomainError("Name taken", 400));
const broken = () => Promise.reject(new Error("connection lost"));

describe("answering a DomainError", () => {
  it("a 404 is the 404 page with the screen's words; other refusals and errors pass", async () => {
    const page = await orNotFoundPage(missing(), "Item not found").catch((thrown: unknown) => thrown);
    expect(page).toBeInstanceOf(Response);
    expect([(page as Response).status, await (page as Response).text()]).toEqual([404, "Item not found"]);
    await expect(orNotFoundPage(refused(), "Item not found")).rejects.toThrow("Name taken");
    await expect(orNotFoundPage(Promise.resolve(7), "Item not found")).resolves.toBe(7);
  });

  it("a 404 reads as not there (null); other refusals and errors pass", async () => {
    await expect(orNullWhenNotFound(missing())).resolves.toBeNull();
    await expect(orNullWhenNotFound(Promise.resolve("found"))).resolves.toBe("found");
    await expect(orNullWhenNotFound(refused())).rejects.toThrow("Name taken");
    await expect(orNullWhenNotFound(broken())).rejects.toThrow("connection lost");
  });

  it("a save's refusal is the form's answer; anything else is logged and answered as a failure", async () => {
    const answer = { refused: (error: DomainError) => `refused: ${error.message}`, failed: () => "failed" };
    expect(answerSaveError(new DomainError("Name taken"), "Saving an item failed", answer)).toBe("refused: Name taken");
    const logged = allowConsoleError();
    expect(answerSaveError(new Error("connection lost"), "Saving an item failed", answer)).toBe("failed");
    expect(logged.mock.calls[0]?.[0]).toBe("Saving an item failed");
  });

  it("a service's own refusal passes a write's catch; a database error is left to translate", () => {
    expect(() => throwIfRefusal(new DomainError("Name taken", 409))).toThrow("Name taken");
    expect(throwIfRefusal(new Error("unique violation"))).toBeUndefined();
  });
});
