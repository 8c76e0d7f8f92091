import { Transform } from "node:stream";

/**
 * A pass-through that sends on, as one chunk, what was written to it in one turn of the event loop.
 * React writes a page in 2 KB pieces; each piece then costs a trip through the web stream Remix
 * returns, the response and its compression. Joined per turn, a page rendered in one go is one
 * chunk, and a part streamed later (a suspended boundary, deferred data) still leaves as soon as
 * it is written.
 */
export function chunksPerTurn(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const send = (stream: Transform) => {
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? pending[0] : Buffer.concat(pending);
    pending = [];
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
    },
  });
  return stream;
}
