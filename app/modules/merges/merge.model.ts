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
  declare mergedAt: Date;

  static get jsonAttributes() {
    return ["moved"];
  }

  static modifiers = {
    ofCompany: columnEquals("companyId"),
  };
}
