import type { Company } from "~/modules/companies/companies.server";
import { IT_CONSULTING_INDUSTRY_ID } from "~/modules/companies/industry-ids";
import { CONSULTANT_MESSAGES } from "~/modules/consultants/constants";
import { DomainError } from "~/utils/errors";

// The consultant API's one extra check: the company is in IT consulting (industry 18), as the
// screens require; any other company's consultants are a 404.

export async function consultingCompany(company: Promise<Company>): Promise<Company> {
  const found = await company;
  if (found.industryId !== IT_CONSULTING_INDUSTRY_ID) throw new DomainError(CONSULTANT_MESSAGES.notConsulting, 404);
  return found;
}
