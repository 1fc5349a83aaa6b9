import { randomInt } from "node:crypto";
import { readdir, readFile, readlink } from "node:fs/promises";
import { createServer } from "node:net";

// Ports for the servers a test starts itself (app instances, Caddy, receivers that a child must
// reach by number). A port from the kernel (`listen(0)`) is free only until it is closed again:
// another Playwright worker can be handed the same number before our child binds it, or while a
// test has killed an instance to start it again on its port. Its child then dies of EADDRINUSE
// while the other worker's server answers our health check, and the test posts into somebody
// else's database (CI, stop 34: 10 of 20 registrations "missing", one salesperson with 11 of 30).
// So each worker takes numbers from its own block below the kernel's ephemeral range, which
// nothing else hands out, and a server counts as started only once its own process holds the port.

const FIRST = 20_000;
const BLOCK = 200;
const BLOCKS = 60; // 20000-31999: below Linux's ephemeral range (32768-60999)

/** The block of this worker in this run: runs on one machine at once start at different blocks. */
function blockStart(): number {
  // The Playwright runner sets TEST_PARALLEL_INDEX per worker (0, 1, …); its config sets the run's
  // offset once, in the runner, and the workers inherit it (playwright.config.ts).
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const run = Number(process.env.E2E_PORT_BLOCK ?? 0);
  return FIRST + ((run + worker) % BLOCKS) * BLOCK;
}

let next = randomInt(BLOCK);

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on now, never handed out before by this worker, from its own block. */
export async function freePort(): Promise<number> {
  const start = blockStart();
  for (let tries = 0; tries < BLOCK; tries++) {
    const port = start + (next++ % BLOCK);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${start}-${start + BLOCK - 1}`);
}

/** A run's block offset, for playwright.config.ts to set once in the runner. */
export function runPortBlock(): string {
  return String(randomInt(BLOCKS));
}

/** The inode of the socket listening on 127.0.0.1:port (IPv4), from /proc/net/tcp. */
async function listeningInode(port: number): Promise<string | undefined> {
  const table = await readFile("/proc/net/tcp", "utf8");
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  for (const line of table.split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    // sl, local_address, rem_address, st (0A: LISTEN), …, inode is the tenth field.
    if (fields[1] === local && fields[3] === "0A") return fields[9];
  }
  return undefined;
}

/**
 * Whether the process `pid` itself listens on 127.0.0.1:port. Where /proc cannot tell (not
 * Linux), true: the health check alone decides, as before.
 */
export async function holdsPort(pid: number, port: number): Promise<boolean> {
  if (process.platform !== "linux") return true;
  const inode = await listeningInode(port);
  if (!inode) return false;
  // The process may be gone (EADDRINUSE kills it): then it holds nothing.
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
  const links = await Promise.all(
    fds.map((fd) => readlink(`/proc/${pid}/fd/${fd}`).catch(() => "")),
  );
  return links.includes(`socket:[${inode}]`);
}
