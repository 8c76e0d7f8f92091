import { createCompanyHandler } from "~/modules/companies/company-api.server";
import { byMethod } from "~/utils/api.server";

// POST /api/company/create: the spec's other reading of company creation (§7); same handler.
export const action = byMethod({ POST: createCompanyHandler });
