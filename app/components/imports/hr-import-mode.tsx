import { HR_IMPORT_MODE_LABELS, HR_IMPORT_MODES, type HrImportMode } from "~/modules/consultants/constants";

// Step 1's choice for an HR timesheet file (ADR 0086): add its hours (the default), or replace the
// hours an earlier HR import wrote — a corrected export of a period already imported. Consultant ›
// Import HR Timesheet and Company › Import From CSV both show it. Plain radios: no JavaScript needed.

export function HrImportModeField({ defaultMode, legend }: { defaultMode?: HrImportMode; legend: string }) {
  return (
    <fieldset className="space-y-1 text-sm text-slate-700">
      <legend className="font-medium text-slate-900">{legend}</legend>
      {HR_IMPORT_MODES.map((mode) => (
        <label key={mode} className="flex items-start gap-2">
          <input type="radio" name="mode" value={mode} defaultChecked={mode === (defaultMode ?? "add")} className="mt-1" />
          <span>{HR_IMPORT_MODE_LABELS[mode]}</span>
        </label>
      ))}
    </fieldset>
  );
}
