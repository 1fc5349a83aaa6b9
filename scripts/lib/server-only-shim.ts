// What `server-only` is for the command-line entry points: nothing. It keeps server modules out of
// browser bundles; the compiled CLI (scripts/lib/bundle-server.ts) is server code throughout, and
// esbuild lifts a lazily imported module's `import "server-only"` to the top of the bundle.
export {};
