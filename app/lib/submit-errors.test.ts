import { describe, expect, it } from "vitest";
import { classifySaveError, isSignInRedirect, NETWORK_ERROR_MESSAGE, saveFailureMessage, SERVER_ERROR_MESSAGE } from "./submit-errors";

describe("classifySaveError", () => {
  it("takes a rejected fetch (no response) for the network", () => {
    expect(classifySaveError(new TypeError("Failed to fetch"))).toBe("network");
    expect(classifySaveError(new TypeError("Load failed"))).toBe("network");
  });

  it("takes a 5xx, a sanitized server error or an unreadable answer for the server", () => {
    expect(classifySaveError(new Error("Unexpected Server Error"))).toBe("server");
    expect(classifySaveError(new Error("Unable to decode turbo-stream response from URL: /x.data"))).toBe("server");
    expect(classifySaveError({ status: 500, statusText: "Internal Server Error", data: "" })).toBe("server");
    expect(classifySaveError(new Response("down", { status: 503 }))).toBe("server");
  });

  it("leaves redirects, 4xx answers and aborted requests alone", () => {
    expect(classifySaveError(new Response(null, { status: 302, headers: { Location: "/login" } }))).toBeNull();
    expect(classifySaveError({ status: 404, statusText: "Not Found", data: "Account not found" })).toBeNull();
    expect(classifySaveError(new DOMException("The user aborted a request.", "AbortError"))).toBeNull();
  });
});

describe("saveFailureMessage", () => {
  it("gives the screen's own message, else the spec's generic ones", () => {
    const journal = { server: "Unable to save journal entry. Please try again later." };
    expect(saveFailureMessage("server", journal)).toBe("Unable to save journal entry. Please try again later.");
    expect(saveFailureMessage("network", journal)).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGE).toBe("Unable to connect to the server. Please check your internet connection.");
    expect(saveFailureMessage("server")).toBe(SERVER_ERROR_MESSAGE);
  });
});

describe("isSignInRedirect", () => {
  it("knows the login page and a company's unlock page", () => {
    expect(isSignInRedirect("/login?redirectTo=%2Fcompany%2F1%2Fdashboard%2Fjournalentry")).toBe(true);
    expect(isSignInRedirect("/login")).toBe(true);
    expect(isSignInRedirect("http://localhost:3000/login?redirectTo=%2Fx")).toBe(true);
    expect(isSignInRedirect("/company/7/unlock?redirectTo=%2Fx")).toBe(true);
    expect(isSignInRedirect("/company/7/dashboard")).toBe(false);
    expect(isSignInRedirect("/loginhelp")).toBe(false);
    expect(isSignInRedirect(null)).toBe(false);
  });
});
