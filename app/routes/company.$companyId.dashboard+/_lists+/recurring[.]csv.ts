// Export to CSV: every recurring transaction matching the list's view, date filter and search.
export { recurringCsvLoader as loader } from "./__recurring.server";
