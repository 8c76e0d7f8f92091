import { createCompanyHandler } from "./__company-api.server";
import { byMethod } from "./__api.server";

// POST /api/company/create: the spec's client creates a company this way too; same handler.
export const action = byMethod({ POST: createCompanyHandler("Create a company (alias): { data: company }") });
