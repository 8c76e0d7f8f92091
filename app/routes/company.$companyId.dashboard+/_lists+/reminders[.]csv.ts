// Export to CSV: the Reminders List's lines (Name, Transaction Date, Transaction Type, Amount) as shown today.
export { remindersCsvLoader as loader } from "./__recurring.server";
