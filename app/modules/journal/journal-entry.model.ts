import type { AnyQueryBuilder, RelationMappings } from "objection";
import { Account } from "~/modules/accounts/account.model";
import { Vendor } from "~/modules/vendors/vendor.model";
import { Customer } from "~/modules/customers/customer.model";
import { BaseModel, belongsToOneInCompany, columnEquals, hasManyInCompany } from "~/utils/model";

// The journal: an entry (one per document) and its lines. Lines are written once, with their
// entry, and never changed: a trigger refuses UPDATE and DELETE of journal_lines, so an entry's
// lines are inserted (insertGraph, or a plain insert for batches) and never upserted. A draft keeps
// its rows as JSON on the entry (draftLines) and has no lines until it is posted.

export interface DraftLine {
  accountId: number | null;
  memo: string;
  /** "12.50" */
  debit: string;
  credit: string;
}

export class JournalEntry extends BaseModel {
  static tableName = "journal_entries";
  /** Objection writes the draft's rows as JSON text and reads them back as an array. */
  static jsonAttributes = ["draftLines"];

  declare id: number;
  declare companyId: number;
  /** The document type and number series: JE, OB, DEP, VOB, BILL, … */
  declare entryType: string;
  /** "JE-0001"; "DRAFT" until a draft is posted */
  declare entryNo: string;
  /** YYYY-MM-DD */
  declare entryDate: string;
  declare comments: string;
  declare status: "draft" | "posted" | "cancelled";
  declare draftLines: DraftLine[] | null;
  /** The document that posted the entry: account, vendor, journal, … */
  declare sourceType: string | null;
  declare sourceId: number | null;
  declare reversesEntryId: number | null;
  declare reversedByEntryId: number | null;
  declare createdBy: number | null;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdAt: Date;
  declare postedAt: Date | null;
  declare cancelledAt: Date | null;

  declare lines?: JournalLine[];
  declare reverses?: JournalEntry | null;
  declare reversedBy?: JournalEntry | null;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    lines: hasManyInCompany(JournalLine, "journal_entries.id", "journal_lines.journalEntryId"),
    reverses: belongsToOneInCompany(JournalEntry, "journal_entries.reversesEntryId", "journal_entries.id"),
    reversedBy: belongsToOneInCompany(JournalEntry, "journal_entries.reversedByEntryId", "journal_entries.id"),
  });
}

export class JournalLine extends BaseModel {
  static tableName = "journal_lines";

  /** bigint; read as a number (db.server.ts sets the parser) */
  declare id: number;
  declare companyId: number;
  declare journalEntryId: number;
  /** 1, 2, … in the entry */
  declare lineNo: number;
  declare accountId: number;
  /** The entry's date, kept on the line for registers and reports: YYYY-MM-DD */
  declare entryDate: string;
  /** NUMERIC(14,2) as text; exactly one of debit and credit is positive */
  declare debit: string;
  declare credit: string;
  declare memo: string;
  /** Sub-ledger tags */
  declare vendorId: number | null;
  declare customerId: number | null;
  declare itemId: number | null;

  declare entry?: JournalEntry;
  declare account?: Account;
  declare vendor?: Vendor | null;
  declare customer?: Customer | null;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    /** In the entry's order. */
    inOrder: (query: AnyQueryBuilder) => {
      query.orderBy(`${query.tableRefFor(query.modelClass())}.lineNo`);
    },
  };

  static relationMappings = (): RelationMappings => ({
    entry: belongsToOneInCompany(JournalEntry, "journal_lines.journalEntryId", "journal_entries.id"),
    account: belongsToOneInCompany(Account, "journal_lines.accountId", "company_accounts.id"),
    vendor: belongsToOneInCompany(Vendor, "journal_lines.vendorId", "vendors.id"),
    customer: belongsToOneInCompany(Customer, "journal_lines.customerId", "customers.id"),
  });
}
