// Export to CSV: every consultant matching the Consultant List's search and Current View.
export { consultantCsvLoader as loader } from "./__consultants.server";
