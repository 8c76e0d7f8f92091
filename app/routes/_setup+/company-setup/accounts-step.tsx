import { Button } from "~/components/ui/button";
import { STARTER_ACCOUNTS } from "~/modules/companies/wizard";
import { Checkbox, Section } from "./fields";

const GROUPS = Object.entries(STARTER_ACCOUNTS).map(([key, { legend, boxes }]) => ({
  key,
  legend,
  boxes: Object.entries(boxes).map(([box, label]) => ({ key: box, label })),
}));

/**
 * Accounts: which accounts to start with. Restore Recommendations and Select All are
 * submit buttons (intents), so they work without JavaScript; the recommended set is every box.
 */
export function AccountsStep() {
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
              return <Checkbox key={name} name={name} label={box.label} />;
            })}
          </Section>
        ))}
      </div>
    </div>
  );
}
