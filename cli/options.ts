// Option schemas shared by several commands.
import * as z from "zod";

/** `--company ID`: the id `companies list` shows. */
export const companyId = z.coerce
  .number({ error: "Company id must be a number" })
  .int("Company id must be a whole number")
  .positive("Company id must be a positive number")
  .max(2147483647, "Company id is too large");

/** `--output FILE`: a path, resolved against the directory the CLI runs in. */
export const outputFile = z.string().trim().min(1, "--output must not be empty").optional();
