import { Button } from "~/components/ui/button";
import { Checkbox, Section, type StepErrors } from "./fields";
import type { WizardValues } from "./wizard-state";

const GROUPS = [
  {
    key: "costOfGoodsSold",
    legend: "Cost of goods sold",
    boxes: [
      { key: "inventory", label: "Inventory" },
      { key: "labor", label: "Labor" },
      { key: "materials", label: "Materials" },
    ],
  },
  {
    key: "expenses",
    legend: "Expenses",
    boxes: [
      { key: "telephone", label: "Telephone" },
      { key: "travel", label: "Travel" },
      { key: "utilities", label: "Utilities" },
    ],
  },
  {
    key: "otherIncome",
    legend: "Other income",
    boxes: [
      { key: "financeCharge", label: "Finance charge" },
      { key: "insurance", label: "Insurance" },
      { key: "interest", label: "Interest" },
      { key: "assetSales", label: "Asset sales" },
    ],
  },
] as const;

/**
 * Accounts: which accounts to start with. Restore Recommendations and Select All are
 * submit buttons (intents), so they work without JavaScript; the recommended set is every box.
 */
export function AccountsStep({ values, errors }: { values: WizardValues; errors: StepErrors }) {
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">Choose the accounts to add to your chart of accounts. We recommend all of them.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="restore-recommendations" variant="secondary" size="sm" formNoValidate>
          Restore Recommendations
        </Button>
        <Button type="submit" name="intent" value="select-all" variant="secondary" size="sm" formNoValidate>
          Select All
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {GROUPS.map((group) => (
          <Section key={group.key} legend={group.legend}>
            {group.boxes.map((box) => {
              const name = `${group.key}.${box.key}`;
              const checked = (values[group.key] as Record<string, boolean>)[box.key];
              return <Checkbox key={name} name={name} label={box.label} defaultChecked={checked} errors={errors[name]} />;
            })}
          </Section>
        ))}
      </div>
    </div>
  );
}
