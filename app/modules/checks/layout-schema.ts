import * as z from "zod";
import {
  CHECK_FIELDS,
  FIELD_LABELS,
  LIMITS,
  STUB_FLAGS,
  type CheckField,
  type CheckLayoutInput,
  type StubFlag,
  type StubVisibilityInput,
} from "./layout";

// The check layout as a client sends it (the API, Print Check's Edit Fields), checked against the
// input limits of layout.ts. Server-side only: the Print Check preview reads layout.ts.

const coordinate = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const fieldBoxSchema = (field: CheckField) =>
  z.object(
    {
      x: coordinate("x", LIMITS.x.min, LIMITS.x.max),
      y: coordinate("y", LIMITS.y.min, LIMITS.y.max),
      width: coordinate("width", LIMITS.width[field].min, LIMITS.width[field].max),
      height: coordinate("height", LIMITS.height.min, LIMITS.height.max),
      fontSize: coordinate("fontSize", LIMITS.fontSize.min, LIMITS.fontSize.max),
    },
    { error: `${FIELD_LABELS[field]} must be an object of x, y, width, height and fontSize` },
  );

/** A layout as a client sends it (customCoordinates, fieldAdjustments): each field optional, within the input limits. */
export const checkLayoutSchema = z.object(
  Object.fromEntries(CHECK_FIELDS.map((f) => [f, fieldBoxSchema(f).optional()])) as Record<
    CheckField,
    z.ZodOptional<ReturnType<typeof fieldBoxSchema>>
  >,
  { error: "The layout must be an object of fields" },
) satisfies z.ZodType<CheckLayoutInput>;

/** Stub flags as a client sends them (stubFieldVisibility): each optional, true or false. */
export const stubVisibilitySchema = z.object(
  Object.fromEntries(STUB_FLAGS.map((f) => [f, z.boolean({ error: `${f} must be true or false` }).optional()])) as Record<
    StubFlag,
    z.ZodOptional<z.ZodBoolean>
  >,
  { error: "Stub field visibility must be an object of flags" },
) satisfies z.ZodType<StubVisibilityInput>;
