import { describe, expect, it } from "vitest";
import { csvByteStream } from "./csv-stream";

describe("csvByteStream", () => {
  it("starts with the UTF-8 byte-order mark and pulls chunks only as they are read", async () => {
    const pulled: number[] = [];
    async function* chunks() {
      for (let i = 1; i <= 3; i++) {
        pulled.push(i);
        yield `row ${i},陈\r\n`;
      }
    }
    const stream = csvByteStream(chunks());
    const reader = stream.getReader();
    const first = await reader.read();
    expect([...(first.value ?? new Uint8Array()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Only as far ahead as the stream's one-chunk buffer asks for.
    expect(pulled.length).toBeLessThanOrEqual(1);
    const rest: Uint8Array[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest.push(value);
    }
    expect(Buffer.concat(rest).toString("utf8")).toBe("row 1,陈\r\nrow 2,陈\r\nrow 3,陈\r\n");
  });

  it("stops the generator when the download is cancelled", async () => {
    let finished = false;
    async function* chunks() {
      try {
        for (let i = 0; ; i++) yield `row ${i}\r\n`;
      } finally {
        finished = true;
      }
    }
    const reader = csvByteStream(chunks()).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });
});
