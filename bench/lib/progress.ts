// Progress of a long load on stderr: one rewritten line on a terminal, a line every 10% otherwise.

export class Progress {
  private done = 0;
  private readonly started = performance.now();
  private lastDraw = 0;
  private lastTenth = -1;
  private readonly tty = Boolean(process.stderr.isTTY);

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly unit: string,
  ) {
    this.draw(true);
  }

  tick(count: number) {
    this.done += count;
    this.draw(this.done >= this.total);
  }

  finish() {
    if (this.tty || this.lastTenth < 10) this.draw(true);
    if (this.tty) process.stderr.write("\n");
  }

  private draw(force: boolean) {
    const now = performance.now();
    const tenth = Math.floor((this.done / Math.max(1, this.total)) * 10);
    if (this.tty ? !force && now - this.lastDraw < 250 : !force && tenth === this.lastTenth) return;
    if (!this.tty && force && tenth === this.lastTenth && this.done < this.total) return;
    this.lastDraw = now;
    this.lastTenth = tenth;
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? this.done / seconds : 0;
    const eta = rate > 0 ? (this.total - this.done) / rate : 0;
    const text =
      `  ${this.label.padEnd(34)} ${fmtInt(this.done).padStart(11)} / ${fmtInt(this.total)} ${this.unit}` +
      `  ${fmtInt(rate).padStart(8)} ${this.unit}/s  ${seconds.toFixed(0).padStart(4)} s elapsed` +
      (this.done < this.total ? `, ~${eta.toFixed(0)} s left` : "");
    process.stderr.write(this.tty ? `\r${text}\x1b[K` : `${text}\n`);
  }
}

export const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US");

/** An importer's `onProgress` (how many are done so far) drawn on `progress`. */
export function progressReporter(progress: Progress) {
  let reported = 0;
  return ({ done }: { done: number }) => {
    progress.tick(done - reported);
    reported = done;
  };
}

/**
 * Rows 1…`count` loaded `size` at a time: `load(from, to)` for each batch (its own transaction or
 * statement, as the caller chooses), drawn on a Progress of `label` in `unit`.
 */
export async function loadInBatches(
  progressOf: { label: string; unit: string },
  count: number,
  size: number,
  load: (from: number, to: number) => Promise<void>,
) {
  const progress = new Progress(progressOf.label, count, progressOf.unit);
  for (let from = 1; from <= count; from += size) {
    const to = Math.min(count, from + size - 1);
    await load(from, to);
    progress.tick(to - from + 1);
  }
  progress.finish();
}
