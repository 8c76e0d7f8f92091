import type { RelationMappings } from "objection";
import { BaseModel, columnEquals } from "~/utils/model";

// The print queue's tables: a job (print_jobs, a business table keyed (company_id, id)) is one
// check to print (a pay bill's or a refund's) on one printer, claimed by a print daemon
// (print_daemons, global like api_tokens: a daemon is its bearer token). A job's life: queued →
// sent (claimed) → printed or failed, or cancelled; a failure with attempts left goes back to
// queued. The queue's claim and report are row-locking statements in print-jobs.server.ts; the
// models insert and read rows.

export type PrintJobState = "queued" | "sent" | "printed" | "failed" | "cancelled";

export class PrintDaemon extends BaseModel {
  static tableName = "print_daemons";

  declare id: number;
  declare userId: number;
  declare tokenId: number;
  declare name: string;
  declare platform: string;
  /** What it last reported: [{ name, isDefault, state, stateReasons, deviceUri }] */
  declare printers: unknown[];
  declare lastSeenAt: Date;
  declare createdAt: Date;
  declare updatedAt: Date;
}

export class PrintJob extends BaseModel {
  static tableName = "print_jobs";

  declare id: number;
  declare companyId: number;
  // What it prints: exactly one of these is set (print_jobs_target_check; ADR 0059).
  /** The pay bill (bill_payments) whose check this job prints */
  declare paymentId: number | null;
  /** The customer refund (customer_refunds) whose cheque this job prints */
  declare refundId: number | null;
  /** The number of what it prints (PAY-0001, RF-0001), given by who queued it */
  declare number: string;
  /** Its title in the printing system: the number and the payee */
  declare title: string;
  declare printer: string;
  declare state: PrintJobState;
  declare attempts: number;
  declare maxAttempts: number;
  declare error: string | null;
  declare claimedBy: number | null;
  declare claimedAt: Date | null;
  declare availableAt: Date;
  declare finishedAt: Date | null;
  /** The printing system's id of the job (CUPS request id) */
  declare systemJobId: string | null;
  declare createdBy: number | null;
  /** The renderer's options chosen when the job was queued (opaque to the queue); null: the saved ones */
  declare renderOptions: unknown;
  declare createdAt: Date;
  declare updatedAt: Date;

  declare daemon?: PrintDaemon | null;

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };

  static relationMappings = (): RelationMappings => ({
    daemon: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: PrintDaemon,
      join: { from: "print_jobs.claimedBy", to: "print_daemons.id" },
    },
  });
}
