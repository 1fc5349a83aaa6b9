// Imported first by scripts/serve.ts. The tsx loader turns Node's source maps on for the whole
// process, and Node then reads and keeps the source map of every module it loads, Next.js's
// bundles included: 45 MB of heap at idle, growing as routes load (scripts/bench/memory.ts).
// `next start` runs with them off; so does this server. Stack traces then point into the built
// JavaScript, as they do under `next start`.
process.setSourceMapsEnabled(false);
