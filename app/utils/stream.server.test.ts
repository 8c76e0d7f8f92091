import { describe, expect, it } from "vitest";
import { chunksPerTurn, readWhatIsReady } from "./stream.server";

const read = (stream: NodeJS.ReadableStream, into: string[]) => stream.on("data", (chunk: Buffer) => into.push(chunk.toString("utf8")));

describe("chunksPerTurn", () => {
  it("joins what is written in one turn into one chunk, and sends a later write as soon as the turn after it", async () => {
    const stream = chunksPerTurn();
    const chunks: string[] = [];
    read(stream, chunks);
    for (const piece of ["<html>", "<body>", "shell"]) stream.write(Buffer.from(piece));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(["<html><body>shell"]);

    stream.write(Buffer.from("<p>later</p>"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(chunks).toEqual(["<html><body>shell", "<p>later</p>"]);

    stream.write(Buffer.from("</body>"));
    stream.end(Buffer.from("</html>"));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(chunks.join("")).toBe("<html><body>shell<p>later</p></body></html>");
    expect(chunks).toHaveLength(3);
  });
});

describe("chunksPerTurn's whole", () => {
  it("gets everything that went through, once, after the last chunk", async () => {
    const wholes: string[] = [];
    const stream = chunksPerTurn((all) => wholes.push(all.toString("utf8")));
    const chunks: string[] = [];
    read(stream, chunks);
    stream.write(Buffer.from("<html>"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(wholes).toEqual([]);
    stream.end(Buffer.from("</html>"));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(wholes).toEqual(["<html></html>"]);
  });
});

const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString("utf8");
async function readAll(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return text(chunks);
}

describe("readWhatIsReady", () => {
  it("reads a stream that ends at once to its end, and gives the same bytes again", async () => {
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(Buffer.from("[1,2]\n"));
        await Promise.resolve(); // ends a few microtasks later, as turbo-stream's does
        await Promise.all([]);
        controller.close();
      },
    });
    const ready = await readWhatIsReady(stream);
    expect(ready.ended).toBe(true);
    expect(text(ready.chunks)).toBe("[1,2]\n");
    expect(await readAll(ready.rest)).toBe("[1,2]\n");
  });

  it("does not wait for a part still to come: it says the stream has not ended, and the rest gives every byte", async () => {
    let later: () => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(Buffer.from("first\n"));
        await new Promise<void>((resolve) => (later = resolve));
        controller.enqueue(Buffer.from("deferred\n"));
        controller.close();
      },
    });
    const ready = await readWhatIsReady(stream);
    expect(ready.ended).toBe(false);
    expect(text(ready.chunks)).toBe("first\n");
    const all = readAll(ready.rest);
    setTimeout(() => later(), 5);
    expect(await all).toBe("first\ndeferred\n");
  });
});
