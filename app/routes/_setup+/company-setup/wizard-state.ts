import * as z from "zod";
import {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY_CODE,
  DEFAULT_CUSTOMER_TERM,
  DEFAULT_FISCAL_YEAR_START,
  DEFAULT_REGION,
  DEFAULT_TIMEZONE,
  DEFAULT_VENDOR_TERM,
  defaultRegionFor,
  regionsFor,
} from "~/modules/companies/reference-data";
import { SHORT_FLOW_DEFAULTS, WIZARD_STEPS_FULL, WIZARD_STEPS_SHORT, type WizardStep } from "~/modules/companies/schema";

// The setup wizard's state as it travels between steps: which flow, which step, the
// steps already passed, and every value entered so far. It goes to the browser and comes back in
// one hidden field, so it is parsed leniently here (anything odd falls back to the default) and
// the company is only created after `companyCreateSchema` has checked everything again.
//
// Pure code: the route's loader and action and the step components all use it.

export type WizardFlow = "full" | "short";

export function stepsOf(flow: WizardFlow): readonly WizardStep[] {
  return flow === "short" ? WIZARD_STEPS_SHORT : WIZARD_STEPS_FULL;
}

export const STEP_LABELS: Record<WizardStep, string> = {
  "company-info": "Company Info",
  "industry-type": "Industry Type",
  terminology: "Terminology and Currency",
  "services-products": "Services and Products",
  accounts: "Accounts",
  "bill-tracking": "Bill Tracking",
  encryption: "Encryption",
  congratulations: "Finish",
};

const MAX_TEXT = 500;
const text = (fallback = "") => z.string().max(MAX_TEXT).catch(fallback);
const flag = (fallback: boolean) => z.boolean().catch(fallback);
const costOfGoodsSold = { inventory: false, labor: false, materials: false };
const expenses = { telephone: false, travel: false, utilities: false };
const otherIncome = { financeCharge: false, insurance: false, interest: false, assetSales: false };

/** Every wizard value, as the forms hold it: text as typed, choices as strings, boxes as booleans. */
export const wizardValuesSchema = z.object({
  companyName: text(),
  legalName: text(),
  federalId: text(),
  phone: text(),
  email: text(),
  website: text(),
  country: text(DEFAULT_COUNTRY),
  region: text(DEFAULT_REGION),
  addressLine1: text(),
  addressLine2: text(),
  city: text(),
  zipCode: text(),
  fax: text(),
  timezone: text(DEFAULT_TIMEZONE),
  // "" until the user picks one: the Industry Type step requires a choice.
  industryId: text(""),
  customerTerm: text(DEFAULT_CUSTOMER_TERM),
  vendorTerm: text(DEFAULT_VENDOR_TERM),
  createQuotes: flag(false),
  primaryCurrency: text(DEFAULT_CURRENCY_CODE),
  enableMultiCurrency: flag(false),
  fiscalYearStart: text(DEFAULT_FISCAL_YEAR_START),
  cashFlowTracking: text("no"),
  offerType: text("both"),
  enableInventory: flag(false),
  multipleWarehouses: flag(false),
  enableUnits: flag(false),
  inventoryScheme: text("average"),
  enableTax: flag(false),
  taxItemType: text("transaction"),
  trackTaxPaid: flag(false),
  costOfGoodsSold: z.object({ inventory: flag(false), labor: flag(false), materials: flag(false) }).catch(costOfGoodsSold),
  expenses: z.object({ telephone: flag(false), travel: flag(false), utilities: flag(false) }).catch(expenses),
  otherIncome: z
    .object({ financeCharge: flag(false), insurance: flag(false), interest: flag(false), assetSales: flag(false) })
    .catch(otherIncome),
  billTracking: flag(true),
  enableEncryption: flag(false),
  // The company password is never kept here: it is typed on the Encryption step and used at once.
  passwordHint: text(),
});
export type WizardValues = z.infer<typeof wizardValuesSchema>;

export const ALL_ACCOUNTS_TICKED = {
  costOfGoodsSold: { ...SHORT_FLOW_DEFAULTS.costOfGoodsSold },
  expenses: { ...SHORT_FLOW_DEFAULTS.expenses },
  otherIncome: { ...SHORT_FLOW_DEFAULTS.otherIncome },
} satisfies Pick<WizardValues, "costOfGoodsSold" | "expenses" | "otherIncome">;

/** The values a new wizard starts with; the short flow preselects offer both, every account box and bill tracking. */
export function initialValues(flow: WizardFlow): WizardValues {
  const values = wizardValuesSchema.parse({});
  return flow === "short" ? { ...values, ...SHORT_FLOW_DEFAULTS, ...ALL_ACCOUNTS_TICKED } : values;
}

const stepSchema = z.enum(WIZARD_STEPS_FULL);

/** The `state` hidden field. */
export const wizardStateSchema = z.object({
  flow: z.enum(["full", "short"]).catch("full"),
  step: stepSchema.catch("company-info"),
  completed: z.array(z.unknown()).catch([]),
  values: z.unknown().optional(),
});

export interface WizardState {
  flow: WizardFlow;
  step: WizardStep;
  completed: WizardStep[];
  values: WizardValues;
}

export function newWizard(flow: WizardFlow): WizardState {
  return { flow, step: stepsOf(flow)[0], completed: [], values: initialValues(flow) };
}

const MAX_STATE_LENGTH = 20_000;

/** Read the `state` field back: never trusted, anything missing or odd becomes the default. */
export function readWizardState(raw: FormDataEntryValue | null): WizardState {
  let json: unknown = {};
  if (typeof raw === "string" && raw.length <= MAX_STATE_LENGTH) {
    try {
      json = JSON.parse(raw);
    } catch {
      json = {};
    }
  }
  const parsed = wizardStateSchema.safeParse(json).data ?? wizardStateSchema.parse({});
  const steps = stepsOf(parsed.flow);
  const values = wizardValuesSchema.catch(initialValues(parsed.flow)).parse(parsed.values ?? {});
  const completed = steps.filter((step) => parsed.completed.includes(step) && step !== "congratulations");
  // Only a step of this flow can be answered; the last one has no form.
  const step = steps.includes(parsed.step) && parsed.step !== "congratulations" ? parsed.step : steps[0];
  return { flow: parsed.flow, step, completed: [...completed], values };
}

export function serializeWizardState(state: WizardState): string {
  const { flow, step, completed, values } = state;
  return JSON.stringify({ flow, step, completed, values });
}

export function nextStep(flow: WizardFlow, step: WizardStep): WizardStep {
  const steps = stepsOf(flow);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)];
}

export function previousStep(flow: WizardFlow, step: WizardStep): WizardStep {
  const steps = stepsOf(flow);
  return steps[Math.max(steps.indexOf(step) - 1, 0)];
}

// How each step's inputs come back in the form data. "check" is a checkbox (absent = unticked);
// "yesno" is a pair of radios worth true/false and "choice" a radio group or select (absent = keep
// what was there); "text" is a text input (absent = empty).
type FieldKind = "text" | "choice" | "check" | "yesno";

export const STEP_FIELDS: Record<WizardStep, Record<string, FieldKind>> = {
  "company-info": {
    companyName: "text",
    legalName: "text",
    federalId: "text",
    phone: "text",
    email: "text",
    website: "text",
    country: "choice",
    region: "text",
    addressLine1: "text",
    addressLine2: "text",
    city: "text",
    zipCode: "text",
    fax: "text",
    timezone: "choice",
  },
  "industry-type": { industryId: "choice" },
  terminology: {
    customerTerm: "choice",
    vendorTerm: "choice",
    createQuotes: "yesno",
    primaryCurrency: "choice",
    fiscalYearStart: "choice",
    enableMultiCurrency: "check",
    cashFlowTracking: "choice",
  },
  "services-products": {
    offerType: "choice",
    enableInventory: "check",
    multipleWarehouses: "check",
    enableUnits: "check",
    inventoryScheme: "choice",
    enableTax: "check",
    taxItemType: "choice",
    trackTaxPaid: "check",
  },
  accounts: {
    "costOfGoodsSold.inventory": "check",
    "costOfGoodsSold.labor": "check",
    "costOfGoodsSold.materials": "check",
    "expenses.telephone": "check",
    "expenses.travel": "check",
    "expenses.utilities": "check",
    "otherIncome.financeCharge": "check",
    "otherIncome.insurance": "check",
    "otherIncome.interest": "check",
    "otherIncome.assetSales": "check",
  },
  "bill-tracking": { billTracking: "yesno" },
  encryption: { enableEncryption: "check", passwordHint: "text", encryptionPassword: "text", encryptionPasswordConfirm: "text" },
  congratulations: {},
};

/** Fields whose values are never stored in the wizard state nor sent back to the browser. */
export const SECRET_FIELDS = ["encryptionPassword", "encryptionPasswordConfirm"] as const;

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const [head, tail] = path.split(".", 2) as [string, string | undefined];
  if (tail === undefined) {
    target[head] = value;
    return;
  }
  const inner = target[head];
  target[head] = { ...(inner && typeof inner === "object" ? inner : {}), [tail]: value };
}

/**
 * Put what the form holds for `step` into the values, as typed and without validating (Back,
 * Cancel and the accounts buttons keep unsaved input). Parsed values from a valid step go in the
 * same way, so the stored values stay in the form's shapes.
 */
export function mergeStepValues(values: WizardValues, step: WizardStep, source: FormData | Record<string, unknown>): WizardValues {
  const next: Record<string, unknown> = structuredClone(values);
  const read = (name: string): unknown => {
    if (source instanceof FormData) return source.has(name) ? source.get(name) : undefined;
    const [head, tail] = name.split(".", 2) as [string, string | undefined];
    const value = source[head];
    return tail === undefined ? value : value && typeof value === "object" ? (value as Record<string, unknown>)[tail] : undefined;
  };
  for (const [name, kind] of Object.entries(STEP_FIELDS[step])) {
    if ((SECRET_FIELDS as readonly string[]).includes(name)) continue;
    const raw = read(name);
    switch (kind) {
      case "text":
        setPath(next, name, typeof raw === "string" ? raw.slice(0, MAX_TEXT) : raw == null ? "" : String(raw));
        break;
      case "choice":
        if (raw !== undefined && raw !== null && raw !== "") setPath(next, name, String(raw));
        else if (raw === "") setPath(next, name, "");
        break;
      case "check":
        setPath(next, name, raw === true || raw === "on" || raw === "true");
        break;
      case "yesno":
        if (raw === true || raw === "true" || raw === "on") setPath(next, name, true);
        else if (raw === false || raw === "false") setPath(next, name, false);
        break;
    }
  }
  return wizardValuesSchema.parse(next);
}

/**
 * Changing the country resets the region to the country's first one (or empty). With JavaScript
 * the form does it at once; without, the region posted with a new country still belongs to the
 * old one, so it is reset here. Returns the region to use, or null when nothing needed resetting.
 */
export function resetRegionForCountry(previousCountry: string, values: WizardValues): string | null {
  if (values.country === previousCountry) return null;
  const regions = regionsFor(values.country);
  const stale = regions.length > 0 ? !regions.includes(values.region) : regionsFor(previousCountry).includes(values.region);
  return stale ? defaultRegionFor(values.country) : null;
}

/** The step (of this flow) where a field is entered, or undefined when the flow has no such step. */
export function stepOfField(flow: WizardFlow, field: string): WizardStep | undefined {
  const root = field.split(".")[0];
  return stepsOf(flow).find((step) => Object.keys(STEP_FIELDS[step]).some((name) => name === field || name.split(".")[0] === root));
}

/** What the page shows: the route's loader and action both answer with it. */
export interface WizardView extends WizardState {
  /** The step form's result for conform (field errors), when the last submission failed. */
  result?: { status: "error"; error: Record<string, string[]> };
  /** Messages shown one per line above the step (company creation failures). */
  messages?: string[];
  /** A note above the step, e.g. that the region was reset for a new country. */
  notice?: string;
  /** The Cancel warning is open (rendered by the server when there is no JavaScript). */
  cancelling?: boolean;
  /** Set on the last step: the company just created. */
  company?: { id: number; companyName: string };
  /** Changes with every answer so the step form starts again from the values above. */
  revision: string;
}
