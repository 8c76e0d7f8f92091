import { describe, expect, it } from "vitest";
import { initialValues, mergeStepValues, readWizardState, serializeWizardState } from "./wizard-state";

// The wizard's state comes back from the browser in one hidden field: read leniently, anything odd
// becomes its default.

describe("readWizardState", () => {
  it("reads back what was written", () => {
    const state = {
      flow: "full" as const,
      step: "terminology" as const,
      completed: ["company-info" as const],
      values: initialValues("full"),
    };
    state.values.companyName = "Acme";
    expect(readWizardState(serializeWizardState(state))).toEqual(state);
  });

  it("falls back to the defaults for what is missing, odd or not JSON", () => {
    expect(readWizardState("{bad")).toEqual({ flow: "full", step: "company-info", completed: [], values: initialValues("full") });
    expect(readWizardState("[1]")).toEqual(readWizardState(null));
    const read = readWizardState(
      JSON.stringify({
        flow: "sideways",
        step: "nowhere",
        completed: "all",
        values: {
          companyName: 7,
          legalName: "x".repeat(501),
          phone: "x".repeat(500),
          createQuotes: "yes",
          expenses: { travel: true, telephone: 1 },
          otherIncome: [],
          junk: 1,
        },
      }),
    );
    const defaults = initialValues("full");
    expect(read.flow).toBe("full");
    expect(read.step).toBe("company-info");
    expect(read.completed).toEqual([]);
    expect(read.values).toEqual({
      ...defaults,
      phone: "x".repeat(500),
      expenses: { telephone: false, travel: true, utilities: false },
    });
  });

  it("keeps only the steps of the flow, and starts a flow's values over when they are not an object", () => {
    const read = readWizardState(
      JSON.stringify({ flow: "short", step: "terminology", completed: ["company-info", "accounts"], values: "x" }),
    );
    expect(read).toEqual({ flow: "short", step: "company-info", completed: ["company-info"], values: initialValues("short") });
  });
});

describe("mergeStepValues", () => {
  it("puts a step's inputs into the values as typed, and drops the passwords", () => {
    const form = new FormData();
    form.set("costOfGoodsSold.labor", "on");
    const values = mergeStepValues(initialValues("full"), "accounts", form);
    expect(values.costOfGoodsSold).toEqual({ inventory: false, labor: true, materials: false });
    const secret = new FormData();
    secret.set("passwordHint", "pet");
    secret.set("encryptionPassword", "hunter22");
    expect(mergeStepValues(values, "encryption", secret)).toEqual({ ...values, passwordHint: "pet" });
  });
});
