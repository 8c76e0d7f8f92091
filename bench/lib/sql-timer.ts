// Time the SQL a knex handle sends, by kind: a listener on knex's query events adds up how long
// each statement took between being sent and answered, under the label `classify` gives it. What
// is left of a measured wall time is the Node process's own work (checks, building rows and
// statements, serializing, the driver), so a profile can say where the time went.
import type { Knex } from "knex";

export interface SqlTimes {
  /** ms and statements per label */
  byLabel: Map<string, { ms: number; count: number }>;
  /** Sum of every statement's time, ms */
  total(): number;
  /** Wall time with at least one statement in flight, ms: what total() is when statements overlap (loaders side by side). */
  inFlight(): number;
  reset(): void;
  stop(): void;
}

export function timeSql(db: Knex, classify: (sql: string) => string): SqlTimes {
  const started = new Map<string, { at: number; label: string }>();
  const byLabel = new Map<string, { ms: number; count: number }>();
  const intervals: [number, number][] = [];
  const add = (label: string, ms: number) => {
    const entry = byLabel.get(label) ?? { ms: 0, count: 0 };
    entry.ms += ms;
    entry.count += 1;
    byLabel.set(label, entry);
  };
  const onQuery = (data: { __knexQueryUid: string; sql: string }) => {
    started.set(data.__knexQueryUid, { at: performance.now(), label: classify(data.sql) });
  };
  const onDone = (_response: unknown, data: { __knexQueryUid: string }) => {
    const start = started.get(data.__knexQueryUid);
    if (!start) return;
    started.delete(data.__knexQueryUid);
    const now = performance.now();
    intervals.push([start.at, now]);
    add(start.label, now - start.at);
  };
  db.on("query", onQuery);
  db.on("query-response", onDone);
  db.on("query-error", (error: unknown, data: { __knexQueryUid: string }) => onDone(error, data));
  return {
    byLabel,
    total: () => [...byLabel.values()].reduce((sum, e) => sum + e.ms, 0),
    inFlight: () => {
      let ms = 0;
      let end = -Infinity;
      for (const [from, to] of [...intervals].sort((a, b) => a[0] - b[0])) {
        if (to <= end) continue;
        ms += to - Math.max(from, end);
        end = to;
      }
      return ms;
    },
    reset: () => {
      intervals.length = 0;
      byLabel.clear();
      started.clear();
    },
    stop: () => {
      db.off("query", onQuery);
      db.off("query-response", onDone);
    },
  };
}
