import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyCommands } from "./commands";
import { REFERENCE_ALPHABET } from "./reference";
import { entriesHash, orderFromSeed, seedHash } from "./verify";

const run = promisify(execFile);
const shell = (command: string) => run("bash", ["-c", command], { timeout: 20_000 });
const has = async (tool: string) =>
  shell(`command -v ${tool}`).then(
    () => true,
    () => false,
  );

const references = Array.from(
  { length: 40 },
  (_, i) => `K7Q2${REFERENCE_ALPHABET[i % 31]}${REFERENCE_ALPHABET[Math.floor(i / 31)]}`,
);
const seed = randomBytes(32).toString("hex");
const order = orderFromSeed(seed, references);
const record = {
  status: "drawn",
  entries: references.length,
  entriesHash: entriesHash(references),
  seedHash: seedHash(seed),
  seed,
  order: order.map((reference, i) => ({
    position: i + 1,
    reference,
    slot: "2026-12-12T10:00:00+08:00",
  })),
};

let server: Server;
let origin = "";
/** What the server answers: the record, or one altered to see the commands catch it. */
let served: unknown = record;

beforeAll(async () => {
  server = createServer((_, res) => {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(served));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the commands /ballot gives for checking the draw", () => {
  it("node -e re-derives the published record: every check true", async () => {
    served = record;
    const { stdout } = await shell(verifyCommands(`${origin}/`).node);
    expect(stdout.trim()).toBe("positions true entriesHash true seedHash true order true");
  });

  it("node -e says false when the published order is not the one the seed gives", async () => {
    const swapped = [...record.order];
    [swapped[0], swapped[1]] = [
      { ...swapped[1]!, position: 1 },
      { ...swapped[0]!, position: 2 },
    ];
    served = { ...record, order: swapped };
    const { stdout } = await shell(verifyCommands(origin).node);
    expect(stdout.trim()).toBe("positions true entriesHash true seedHash true order false");
  });

  it("the openssl pipelines print the published hashes and the order", async () => {
    if (
      !(await has("jq")) ||
      !(await has("openssl")) ||
      !(await has("xxd")) ||
      !(await has("curl"))
    )
      return expect.fail("this machine lacks curl, jq, openssl or xxd, which the check needs");
    served = record;
    const commands = verifyCommands(origin);
    const digest = (out: string) => out.trim().split(/\s+/).at(-1);
    expect(digest((await shell(commands.entriesHash)).stdout)).toBe(record.entriesHash);
    expect(digest((await shell(commands.seedHash)).stdout)).toBe(record.seedHash);
    const lines = (await shell(commands.order)).stdout.trim().split("\n");
    expect(lines).toEqual(order.map((reference, i) => `${i + 1} ${reference}`));
  });
});
