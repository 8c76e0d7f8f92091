import { assetCsvLoader } from "./__fixed-assets.server";

// Registered Items › Export to CSV: every registered asset with its book value.

export const loader = assetCsvLoader("registered", "registered-items.csv");
