import { parseWithZod } from "@conform-to/zod/v4";
import { customFieldsFormSchema } from "~/modules/custom-fields/schema";

// The Manage Custom Fields page's check of a posted set, kept out of the route module so that the
// page's browser script does not import the schema (and zod with it); the browser loads the
// schema on its own once the page is shown.

export const checkCustomFieldsForm = (form: FormData) => parseWithZod(form, { schema: customFieldsFormSchema, disableAutoCoercion: true });
