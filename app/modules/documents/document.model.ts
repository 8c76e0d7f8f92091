import type { AnyQueryBuilder } from "objection";
import { BaseModel, columnEquals } from "~/utils/model";

// What every document table and its rows table have (purchase documents, sales documents): the
// columns a document is numbered, dated, totalled, posted and versioned by, and a row's account or
// item with its amount. Each kind's model adds its own columns and its relations (the accounts,
// items and parties it joins live in modules above this one).

export abstract class DocumentModel extends BaseModel {
  declare id: number;
  declare companyId: number;
  /** Its journal entry's number (BILL-0001, INV-0001, …); "DRAFT" for a draft */
  declare number: string;
  /** YYYY-MM-DD */
  declare docDate: string;
  /** Bills and invoices: YYYY-MM-DD */
  declare dueDate: string | null;
  declare paymentTermId: number | null;
  /** NUMERIC(14,2) as text */
  declare total: string;
  /** NUMERIC(14,2) as text: what was paid, credited or applied of it */
  declare amountPaid: string;
  declare journalEntryId: number | null;
  /** Bumped by every save; an edit must be made on the current one (ADR 0014) */
  declare version: number;
  declare createdBy: number | null;
  declare createdAt: Date;
  declare updatedAt: Date;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
    ofKind: columnEquals("kind"),
  };
}

export abstract class DocumentLineModel extends BaseModel {
  declare id: number;
  declare companyId: number;
  declare documentId: number;
  declare lineNo: number;
  declare lineType: "account" | "item";
  declare accountId: number | null;
  declare itemId: number | null;
  declare description: string;
  /** NUMERIC(14,4) as text (item rows) */
  declare quantity: string | null;
  /** NUMERIC(14,2) as text (item rows) */
  declare unitPrice: string | null;
  /** NUMERIC(14,2) as text: the row's amount (an item row's quantity × price, to the cent) */
  declare amount: string;

  static modifiers = {
    inOrder: (query: AnyQueryBuilder) => query.orderBy("lineNo"),
  };
}
