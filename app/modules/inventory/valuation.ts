// The inventory valuation's shape (valuation.server.ts), free of the server: the report screens read it.

/** Quantities as people read them ("1,234.5"), money as decimals ("1234.50"). */
export interface ValuationReport {
  asOf: string;
  items: { itemId: number; name: string; type: string; quantity: string; averageCost: string; value: string }[];
  total: string;
  accounts: { accountId: number; accountNumber: string; accountName: string; balance: string }[];
  accountsTotal: string;
  agrees: boolean;
}
