// The rule for an account a document names (an account row's, Pay From, Deposit To, the A/P or
// discount account): it is the company's, active, and of the types the field allows. Pure: each
// module reads the account its own way and asks here what, if anything, is wrong with it.

export const DOCUMENT_ACCOUNT_MESSAGES = {
  accountNotFound: (id: number) => `Account ${id} was not found in this company.`,
  inactiveAccount: (name: string) => `Account "${name}" is inactive.`,
  wrongAccountType: (label: string, types: readonly string[]) => `${label} must be an account of type ${types.join(", ")}.`,
};

/** What is wrong with account `id` (as read, undefined when the company has none such) for the field `label`; null when nothing is. */
export function accountProblem(
  account: { accountName: string; accountType: string; active: boolean } | undefined,
  id: number,
  label: string,
  types: readonly string[],
): string | null {
  const M = DOCUMENT_ACCOUNT_MESSAGES;
  if (!account) return M.accountNotFound(id);
  if (!account.active) return M.inactiveAccount(account.accountName);
  if (!types.includes(account.accountType)) return M.wrongAccountType(label, types);
  return null;
}
