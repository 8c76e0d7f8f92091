import * as z from "zod";
import { safeString } from "~/lib/zod-helpers";

const trimmed = (required: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v), safeString(z.string({ error: required }).min(1, required)));

// Blank or absent is undefined; anything but text (a number, say) is refused, not dropped.
const optionalText = z.preprocess(
  (v) => (v == null || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? v.trim() : v),
  safeString(z.string().max(200)).optional(),
);

export const email = trimmed("Email is required").pipe(z.email("Invalid email format").max(254));

const PASSWORD_MIN = 8;

export const loginSchema = z.object({
  email,
  // No password is longer than sign-up allows: a longer one is refused before it is hashed or counted.
  password: safeString(
    z.string({ error: "Password is required" }).min(1, "Password is required").max(200, "Password must be at most 200 characters"),
  ),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Sign-up as the API takes it. */
export const signupSchema = z.object({
  email,
  password: safeString(
    z
      .string({ error: "Password is required" })
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(200, "Password must be at most 200 characters"),
  ),
  firstName: trimmed("First name is required").pipe(z.string().max(100)),
  lastName: trimmed("Last name is required").pipe(z.string().max(100)),
  username: optionalText,
  companyWebsite: optionalText,
});
export type SignupInput = z.infer<typeof signupSchema>;

/** Sign-up as the web form takes it: the same fields plus a confirmation. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string({ error: "Please confirm your password" }) })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

/** The Delete Account form on /home (its one action, named by `intent`). */
export const deleteAccountSchema = z.object({
  intent: z.literal("delete-account", { error: "Unknown action" }),
  password: z.string({ error: "Enter your password to delete your account" }).min(1, "Enter your password to delete your account"),
});
