import { parseWithZod } from "@conform-to/zod/v4";
import { companyPreferencesFormSchema, mailSettingsSchema } from "~/modules/companies/settings-schema";

// The Settings forms are checked on the server only: their schemas (and zod with them) stay out of
// the screens' scripts, which post the form and show the answer.

export const parsePreferencesForm = (formData: FormData) =>
  parseWithZod(formData, { schema: companyPreferencesFormSchema, disableAutoCoercion: true });

export const parseMailSettingsForm = (formData: FormData) =>
  parseWithZod(formData, { schema: mailSettingsSchema, disableAutoCoercion: true });
