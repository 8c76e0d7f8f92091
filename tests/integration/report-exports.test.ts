import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every report the Reports menu opens exports to CSV and to PDF: a `….csv` route without its `….pdf`
// twin would leave the screen's Export to PDF button (derived from the CSV's address) a dead link.

const REPORTS = path.join(import.meta.dirname, "../../app/routes/company.$companyId.dashboard+/_reports+");

describe("report exports", () => {
  it("every report's CSV export has a PDF export beside it", () => {
    const files = fs.readdirSync(REPORTS);
    const csv = files.filter((f) => f.endsWith("[.]csv.ts")).map((f) => f.slice(0, -"[.]csv.ts".length));
    const pdf = new Set(files.filter((f) => /\[\.\]pdf\.tsx?$/.test(f)).map((f) => f.replace(/\[\.\]pdf\.tsx?$/, "")));
    expect(csv.length).toBeGreaterThan(30);
    expect(csv.filter((name) => !pdf.has(name))).toEqual([]);
  });
});
