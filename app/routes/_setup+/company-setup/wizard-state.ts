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
import {
  SHORT_FLOW_DEFAULTS,
  starterAccountBoxNames,
  starterAccountChoices,
  WIZARD_STEPS_FULL,
  WIZARD_STEPS_SHORT,
  type WizardStep,
} from "~/modules/companies/wizard";

// The setup wizard's state as it travels between steps: which flow, which step, the
// steps already passed, and every value entered so far. It goes to the browser and comes back in
// one hidden field, so it is parsed leniently here (anything odd falls back to the default) and
// the company is only created after `companyCreateSchema` has checked everything again.
//
// Pure code without zod (the browser reads a restored draft with it, ADR 0027): the route's loader,
// action and client action and the step components all use it.

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

/**
 * Each wizard value's default, which is also what a value of the wrong kind (or a text over
 * MAX_TEXT characters) falls back to when the state is read back. Its shape is the values' type.
 */
const DEFAULT_VALUES = {
  companyName: "",
  legalName: "",
  federalId: "",
  phone: "",
  email: "",
  website: "",
  country: DEFAULT_COUNTRY,
  region: DEFAULT_REGION,
  addressLine1: "",
  addressLine2: "",
  city: "",
  zipCode: "",
  fax: "",
  timezone: DEFAULT_TIMEZONE,
  /** "" until the user picks one: the Industry Type step requires a choice. */
  industryId: "",
  customerTerm: DEFAULT_CUSTOMER_TERM,
  vendorTerm: DEFAULT_VENDOR_TERM,
  createQuotes: false,
  primaryCurrency: DEFAULT_CURRENCY_CODE,
  enableMultiCurrency: false,
  fiscalYearStart: DEFAULT_FISCAL_YEAR_START,
  cashFlowTracking: "no",
  offerType: "both",
  enableInventory: false,
  multipleWarehouses: false,
  enableUnits: false,
  inventoryScheme: "average",
  enableTax: false,
  taxItemType: "transaction",
  trackTaxPaid: false,
  ...starterAccountChoices(false),
  billTracking: true,
  enableEncryption: false,
  /** The company password is never kept here: it is typed on the Encryption step and used at once. */
  passwordHint: "",
};

/** Every wizard value, as the forms hold it: text as typed, choices as strings, boxes as booleans. */
export type WizardValues = typeof DEFAULT_VALUES;

/** A JSON object (not null, not a list). */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Values read leniently from what came back (an object): each known value kept when it is of its
 * default's kind (a text of at most MAX_TEXT characters), else its default; unknown keys dropped.
 */
function readValues<T extends Record<string, unknown>>(source: Record<string, unknown>, defaults: T): T {
  return Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => {
      const value = source[key];
      if (isRecord(fallback)) return [key, isRecord(value) ? readValues(value, fallback) : { ...fallback }];
      if (typeof fallback === "string") return [key, typeof value === "string" && value.length <= MAX_TEXT ? value : fallback];
      return [key, typeof value === typeof fallback ? value : fallback];
    }),
  ) as T;
}

const valuesFrom = (source: Record<string, unknown>): WizardValues => readValues(source, DEFAULT_VALUES);

export const ALL_ACCOUNTS_TICKED = starterAccountChoices(true);

/** The values a new wizard starts with; the short flow preselects offer both, every account box and bill tracking. */
export function initialValues(flow: WizardFlow): WizardValues {
  const values = valuesFrom({});
  return flow === "short" ? { ...values, ...SHORT_FLOW_DEFAULTS, ...ALL_ACCOUNTS_TICKED } : values;
}

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
  const state = isRecord(json) ? json : {};
  const flow: WizardFlow = state.flow === "short" ? "short" : "full";
  const asked = (WIZARD_STEPS_FULL as readonly unknown[]).includes(state.step) ? (state.step as WizardStep) : "company-info";
  const passed: unknown[] = Array.isArray(state.completed) ? state.completed : [];
  const given = state.values ?? {};
  const values = isRecord(given) ? valuesFrom(given) : initialValues(flow);
  const steps = stepsOf(flow);
  const completed = steps.filter((step) => passed.includes(step) && step !== "congratulations");
  // Only a step of this flow can be answered; the last one has no form.
  const step = steps.includes(asked) && asked !== "congratulations" ? asked : steps[0];
  return { flow, step, completed: [...completed], values };
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
  accounts: Object.fromEntries(starterAccountBoxNames().map((name) => [name, "check" as const])),
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
  return valuesFrom(next);
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
