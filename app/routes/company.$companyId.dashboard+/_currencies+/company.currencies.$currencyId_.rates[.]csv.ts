import { ratesCsvLoader } from "./__currencies.server";

// Company › Manage Currency › a currency's rates › Export to CSV: every dated rate, newest first.

export const loader = ratesCsvLoader;
