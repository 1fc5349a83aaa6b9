import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { SERVER_ENTRIES } from "../bundle-server";

/** What a host does not need from the build: caches, traces, type stubs, source maps. */
const LEFT_OUT = [
  /^\.next\/(cache|standalone|types|diagnostics|dev)\//,
  /^\.next\/trace/,
  /\.nft\.json$/,
  /\.map$/,
  // The typed content is compiled into the build; its pictures and plans are read from disk.
  /^content\/.*\.tsx?$/,
];

/** The directories and files of the checkout that a release ships, besides node_modules. */
const SHIPPED = [".next", "dist", "public", "content", "deploy", "package.json"];

function* files(path: string): Generator<string> {
  if (!existsSync(path)) return;
  // Symbolic links are shipped as links (.next/node_modules points into node_modules).
  if (!lstatSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* files(join(path, name));
}

/** Hard links when the stage is on the same disk (fast, no space), copies otherwise. */
function place(file: string, stage: string): void {
  const target = join(stage, file);
  mkdirSync(dirname(target), { recursive: true });
  if (lstatSync(file).isSymbolicLink()) {
    symlinkSync(readlinkSync(file), target);
    return;
  }
  try {
    linkSync(file, target);
  } catch {
    copyFileSync(file, target);
  }
}

/**
 * Lays the release out in `stage`: the build, the compiled commands, static files, the content
 * read at run time, deploy/, the given node_modules files, and `serve.mjs`, `migrate.mjs`,
 * `worker.mjs` and `admin.mjs` at the top (run from the release directory: `node serve.mjs`).
 */
export function stageRelease(stage: string, moduleFiles: string[]): number {
  const placed = new Set<string>();
  for (const file of [...SHIPPED.flatMap((path) => [...files(path)]), ...moduleFiles]) {
    if (placed.has(file) || LEFT_OUT.some((pattern) => pattern.test(file))) continue;
    if (!existsSync(file) || lstatSync(file).isDirectory()) continue;
    place(file, stage);
    placed.add(file);
  }
  for (const name of Object.keys(SERVER_ENTRIES)) {
    writeFileSync(
      join(stage, `${name}.mjs`),
      `// Run from the release directory (the units' WorkingDirectory): node ${name}.mjs\nimport "./dist/${name}.mjs";\n`,
    );
  }
  return placed.size;
}
