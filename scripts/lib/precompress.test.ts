import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { precompressStatic } from "./precompress";

let dist: string;
const chunk = (dir: string, name: string, body: string) => {
  mkdirSync(join(dist, "static", dir), { recursive: true });
  writeFileSync(join(dist, "static", dir, name), body);
  return join(dist, "static", dir, name);
};

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), "skyhaven-precompress-"));
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe("precompressStatic", () => {
  it("writes a brotli copy of each script and stylesheet worth compressing, and only those", async () => {
    const script = chunk("chunks", "app.js", `const a = ${JSON.stringify("x".repeat(4000))};`);
    const styles = chunk("chunks", "site.css", `.hero{color:red}\n`.repeat(200));
    const tiny = chunk("chunks", "tiny.js", "1;");
    const font = chunk("media", "font.woff2", "w".repeat(4000));
    await precompressStatic(dist);
    for (const file of [script, styles]) {
      const brotli = readFileSync(`${file}.br`);
      expect(brotliDecompressSync(brotli).equals(readFileSync(file))).toBe(true);
      expect(brotli.length).toBeLessThan(readFileSync(file).length / 4);
    }
    expect(existsSync(`${tiny}.br`)).toBe(false);
    expect(existsSync(`${font}.br`)).toBe(false);
  });

  it("leaves files it compressed before alone", async () => {
    const script = chunk("chunks", "app.js", `const a = ${JSON.stringify("x".repeat(4000))};`);
    await precompressStatic(dist);
    const written = statSync(`${script}.br`).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await precompressStatic(dist);
    expect(statSync(`${script}.br`).mtimeMs).toBe(written);
  });
});
