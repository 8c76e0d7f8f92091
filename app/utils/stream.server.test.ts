import { describe, expect, it } from "vitest";
import { chunksPerTurn } from "./stream.server";

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
