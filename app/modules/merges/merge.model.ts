import { BaseModel, columnEquals } from "~/utils/model";
import type { MergeKind } from "./constants";

// A merge done (ADR 0067): the source record merged into the target, what moved, who and when.
// Append-only: a database trigger refuses to change or delete one (its company's deletion aside).

export class Merge extends BaseModel {
  static tableName = "merges";

  declare id: number;
  declare companyId: number;
  declare kind: MergeKind;
  declare sourceId: number;
  declare targetId: number;
  declare sourceName: string;
  declare targetName: string;
  /** The rows moved, by "table.column" */
  declare moved: Record<string, number>;
  declare mergedBy: number | null;
  /** An undo (ADR 0075): the merge it undoes; this row then goes the other way (source and target swapped) */
  declare undoes: number | null;
  /** Rows of each reference ("table.column") that named the target before the merge; null for a merge made before undo existed */
  declare targetRows: Record<string, number> | null;
  /** The source's and the target's versions once merged: an undo requires both unchanged */
  declare sourceVersion: number | null;
  declare targetVersion: number | null;
  declare mergedAt: Date;

  static get jsonAttributes() {
    return ["moved", "targetRows"];
  }

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };
}
