import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/**
 * A slim bar across the top of the window while a navigation or a submission is under way (a
 * fetcher's submission too; a fetcher's background load, like the Vendor ID check, is not). It
 * shows only after `delay` ms, so a fast navigation does not flash it.
 */
export function NavigationProgress({ delay = 150 }: { delay?: number }) {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state === "submitting");
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [busy, delay]);

  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label={navigation.state === "submitting" ? "Saving" : "Loading"}
      aria-valuetext="In progress"
      className="no-print pointer-events-none fixed inset-x-0 top-0 z-[100] h-1 overflow-hidden bg-blue-100"
    >
      <div className="h-full w-full animate-pulse bg-blue-500 motion-reduce:animate-none" />
    </div>
  );
}
