import { Transform } from "node:stream";

/**
 * A pass-through that sends on, as one chunk, what was written to it in one turn of the event loop.
 * React writes a page in 2 KB pieces; each piece then costs a trip through the web stream Remix
 * returns, the response and its compression. Joined per turn, a page rendered in one go is one
 * chunk, and a part streamed later (a suspended boundary, deferred data) still leaves as soon as
 * it is written. `whole`, when given, gets everything that went through once it has all gone.
 */
export function chunksPerTurn(whole?: (all: Buffer) => void): Transform {
  let pending: Buffer[] = [];
  const sent: Buffer[] = [];
  let scheduled = false;
  const send = (stream: Transform) => {
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
    if (whole) sent.push(joined);
    stream.push(joined);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          send(stream);
        });
      }
      callback();
    },
    flush(callback) {
      send(stream);
      callback();
      whole?.(sent.length === 1 ? sent[0] : Buffer.concat(sent));
    },
  });
  return stream;
}

/**
 * What a web stream has to give without waiting for anything to come: the chunks it has queued, or
 * produces before the event loop's next turn, and whether it ended in that time. `stream` is read
 * from (so locked); `rest` gives the same bytes again, these chunks and then whatever follows.
 */
export async function readWhatIsReady(
  stream: ReadableStream<Uint8Array>,
): Promise<{ chunks: Uint8Array[]; ended: boolean; rest: ReadableStream<Uint8Array> }> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  for (;;) {
    const read = reader.read();
    const result = await Promise.race([read, new Promise<null>((resolve) => setImmediate(resolve, null))]);
    if (result === null) {
      pending = read;
      break;
    }
    if (result.done) break;
    chunks.push(result.value);
  }
  const replay = [...chunks];
  const rest = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const queued = replay.shift();
      if (queued) return controller.enqueue(queued);
      if (!pending) return controller.close();
      const next = await pending;
      if (next.done) {
        pending = undefined;
        return controller.close();
      }
      controller.enqueue(next.value);
      pending = reader.read();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { chunks, ended: pending === undefined, rest };
}
