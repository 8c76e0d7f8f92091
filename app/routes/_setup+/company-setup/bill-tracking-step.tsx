import { RadioGroup, YES_NO } from "./fields";

/** Bill tracking: yes shows Enter Bill and Pay Bill in the vendor menu. */
export function BillTrackingStep() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">
        Tracking bills lets you enter the bills you receive and pay them later, so you always know what you owe.
      </p>
      <RadioGroup name="billTracking" legend="Do you want to track bills?" options={YES_NO} />
    </div>
  );
}
