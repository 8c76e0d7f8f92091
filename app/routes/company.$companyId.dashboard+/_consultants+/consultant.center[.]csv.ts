// The Consultant Center's weeks as CSV: the consultant and period of the screen's filters.
export { centerCsvLoader as loader } from "./__consultants.server";
