import { cn } from "~/components/ui/cn";
import type { WizardStep } from "~/modules/companies/schema";
import { STEP_LABELS, stepsOf, type WizardFlow } from "./wizard-state";

/** The wizard's steps in order: a tick on completed ones, aria-current on the current one. */
export function StepList({ flow, current, completed }: { flow: WizardFlow; current: WizardStep; completed: readonly WizardStep[] }) {
  return (
    <nav aria-label="Setup steps">
      <ol className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {stepsOf(flow).map((step, index) => {
          const done = completed.includes(step);
          const isCurrent = step === current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? "step" : undefined}
              className={cn("flex items-center gap-2", isCurrent ? "font-semibold text-blue-700" : "text-slate-600")}
            >
              <span
                className={cn(
                  "flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-xs",
                  done ? "border-green-600 bg-green-600 text-white" : isCurrent ? "border-blue-600 text-blue-700" : "border-slate-300",
                )}
              >
                {done ? (
                  <span role="img" aria-label="Completed">
                    ✓
                  </span>
                ) : (
                  <span aria-hidden="true">{index + 1}</span>
                )}
              </span>
              <span>{STEP_LABELS[step]}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
