import { readdirSync, readFileSync } from "node:fs";

export type ExportResult =
  | {
      skipped: false;
      seconds: number;
      bytes: number;
      rows: number;
      rssBeforeMb: number;
      rssPeakMb: number;
      hwmBeforeMb: number;
      hwmAfterMb: number;
    }
  | { skipped: true; reason: string };

/** kB figures from /proc/<pid>/status (Linux), or null when the process is gone. */
function memory(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (key: string) =>
      Number(new RegExp(`^${key}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
    return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the parenthesised command: state, then the parent's pid.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

/**
 * The process that answers requests: `npm start` runs a small launcher that spawns `next start`, so
 * this is the descendant of the bench's child with the most memory.
 */
export function serverProcess(rootPid: number): number {
  const all: number[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    all.push(pid);
    queue.push(...childrenOf(pid));
  }
  return all.reduce((best, pid) =>
    (memory(pid)?.rss ?? 0) > (memory(best)?.rss ?? 0) ? pid : best,
  );
}

const mb = (kb: number) => kb / 1024;

/**
 * Downloads the full export once, as a browser would, reading the stream without keeping it, while
 * sampling the server's resident memory every 20 ms.
 */
export async function measureExport(
  origin: string,
  path: string,
  cookie: string,
  serverPid: number,
): Promise<ExportResult> {
  const before = memory(serverPid);
  if (!before) return { skipped: true, reason: `server process ${serverPid} not found` };
  let peak = before.rss;
  const sampler = setInterval(() => {
    const now = memory(serverPid);
    if (now && now.rss > peak) peak = now.rss;
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: "manual" });
    if (response.status === 404) {
      await response.arrayBuffer();
      return {
        skipped: true,
        reason: `${path} answered 404: not built yet (merge it, then rerun)`,
      };
    }
    if (!response.ok || !response.body) {
      await response.arrayBuffer().catch(() => undefined);
      return { skipped: true, reason: `${path} answered ${response.status}` };
    }
    let bytes = 0;
    let newlines = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 10) newlines++;
    }
    const seconds = (performance.now() - started) / 1000;
    const after = memory(serverPid);
    return {
      skipped: false,
      seconds,
      bytes,
      // A header line, then one line per lead (a final line without a newline counts too).
      rows: Math.max(0, newlines - 1),
      rssBeforeMb: mb(before.rss),
      rssPeakMb: mb(Math.max(peak, after?.rss ?? 0)),
      hwmBeforeMb: mb(before.hwm),
      hwmAfterMb: mb(after?.hwm ?? before.hwm),
    };
  } finally {
    clearInterval(sampler);
  }
}
