// Preloaded by the memory bench (NODE_OPTIONS=--import …) into the server it starts, and into
// nothing else: on SIGUSR2 the process writes what V8 holds (process.memoryUsage()) to
// $MEMORY_PROBE_DIR/<pid>.json, so the bench can tell the JavaScript heap from native memory
// (libvips, malloc arenas, SQLite) in the server's RSS. Plain JavaScript: it loads before any
// TypeScript loader. It reads only, and collects no garbage, so it does not change what it measures.
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.env.MEMORY_PROBE_DIR;
if (dir) {
  process.on("SIGUSR2", () => {
    writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify(process.memoryUsage()));
  });
}
