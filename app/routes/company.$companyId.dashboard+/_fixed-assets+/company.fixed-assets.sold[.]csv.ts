import { assetCsvLoader } from "./__fixed-assets.server";

// Sold and Disposed › Export to CSV: every asset sold or disposed of, with its gain or loss.

export const loader = assetCsvLoader("disposed", "sold.csv");
