import type { Knex } from "knex";
import type { CompanyContext } from "~/modules/companies/companies.server";
import { recordActivity } from "~/modules/activity/activity.server";
import { saveVersionedRow } from "~/utils/model";
import { saveCheckLayout } from "./check-layouts.server";
import { CheckPrintSettings } from "./check-print-settings.model";
import { CHECK_STOCK_LABELS, CHECK_STOCKS, DEFAULT_PLACEMENT, type CheckPlacement, type CheckStock } from "./layout";
import type { CheckPrintDefaultsInput } from "./schema";

// A company's check print defaults (Settings › Check Print, issue 29 item 5, ADR 0071): the check
// stock, the default printer, the offsets. Print Check starts from them (its own choices still
// change one print), and every check PDF — the download, the print daemon's job — prints at them
// unless the print chose otherwise. The field positions and stub choices are the saved layout's
// (check-layouts.server.ts), which Settings › Check Print edits through the same save.

export interface CheckPrintDefaults extends CheckPlacement {
  /** The printer Print Check picks first ("" for none: the first one listed) */
  printer: string;
  version: number;
  updatedAt: string | null;
}

const RECORD = { noun: "check print setting", notFound: "Company not found." };

export async function getCheckPrintDefaults(db: Knex, companyId: number): Promise<CheckPrintDefaults> {
  const row = await db("checkPrintSettings").where({ companyId }).first("stock", "printer", "offsetX", "offsetY", "version", "updatedAt");
  if (!row) return { ...DEFAULT_PLACEMENT, printer: "", version: 1, updatedAt: null };
  return {
    stock: (CHECK_STOCKS.includes(row.stock) ? row.stock : DEFAULT_PLACEMENT.stock) as CheckStock,
    printer: String(row.printer ?? ""),
    offsetX: Number(row.offsetX),
    offsetY: Number(row.offsetY),
    version: Number(row.version),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Save the defaults on the version read, and the stub choices (when given) into the saved layout, all or nothing. */
export async function saveCheckPrintDefaults(db: Knex, ctx: CompanyContext, input: CheckPrintDefaultsInput): Promise<CheckPrintDefaults> {
  return db.transaction(async (trx) => {
    await saveVersionedRow(
      CheckPrintSettings,
      trx,
      { companyId: ctx.companyId },
      input.version,
      {
        stock: input.stock,
        printer: input.printer,
        offsetX: input.offsetX,
        offsetY: input.offsetY,
        updatedBy: ctx.userId,
        updatedAt: trx.fn.now(),
      },
      RECORD,
    );
    if (input.stubFieldVisibility !== undefined || input.showStubTitles !== undefined) {
      await saveCheckLayout(trx, ctx, { stubFields: input.stubFieldVisibility, showStubTitles: input.showStubTitles });
    }
    await recordActivity(trx, ctx, {
      activity: "updated",
      recordType: "check_print_settings",
      name: "Check Print Settings",
      link: "settings/check-print",
      detail: [CHECK_STOCK_LABELS[input.stock], input.printer].filter(Boolean).join(", "),
    });
    return getCheckPrintDefaults(trx, ctx.companyId);
  });
}
