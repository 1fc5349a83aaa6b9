import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** Resident memory of one process, from /proc/PID/status, in bytes. */
export interface ProcessMemory {
  /** VmRSS: everything resident, what an operator sees in `top` and what the OOM killer counts. */
  rss: number;
  /** RssAnon: heap, malloc arenas, stacks (RSS minus mapped files). */
  anon: number;
  /** RssFile: the node binary and shared libraries (libvips) paged in. */
  file: number;
  /** VmHWM: the most this process has ever had resident. */
  peak: number;
}

export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  };
  return { rss: kb("VmRSS"), anon: kb("RssAnon"), file: kb("RssFile"), peak: kb("VmHWM") };
}

function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
        .split(" ")
        .filter(Boolean)
        .map(Number);
    } catch {
      return [];
    }
  });
}

function descendantsOf(pid: number): number[] {
  return childrenOf(pid).flatMap((child) => [child, ...descendantsOf(child)]);
}

/** Inodes of the sockets listening on `port` (IPv4 and IPv6), from /proc/net/tcp*. */
function listeningInodes(port: number): Set<string> {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A" && fields[9])
        inodes.add(fields[9]);
    }
  }
  return inodes;
}

function holdsSocket(pid: number, inodes: Set<string>): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target.startsWith("socket:[") && inodes.has(target.slice(8, -1));
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/**
 * The process that serves `port` among `launcher` and its descendants: `npm start` is a launcher
 * that spawns the server, and it is the server's memory that counts, whatever the process tree.
 */
export function servingProcess(launcher: number, port: number): number {
  const inodes = listeningInodes(port);
  const found = [launcher, ...descendantsOf(launcher)].find((pid) => holdsSocket(pid, inodes));
  if (!found) throw new Error(`no process under ${launcher} listens on port ${port}`);
  return found;
}
