import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// `npm run cms:migration -- <name>`: after changing what the CMS holds (server/cms), writes the
// migration for both databases. Payload compares the configuration with its last snapshot and
// writes the difference; the PostgreSQL one is then made schema-independent (in-schema.ts).
const name = process.argv[2] ?? "change";
const targets = [
  ["sqlite", "file:./data/cms-migration.db"],
  ["postgres", process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"],
] as const;

for (const [dialect, url] of targets) {
  execFileSync("npx", ["payload", "migrate:create", name], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url, PAYLOAD_CONFIG_PATH: "server/cms/payload.config.ts" },
  });
  if (dialect === "postgres") rewritePostgres(join("server/cms/migrations/postgres"));
}

function rewritePostgres(dir: string) {
  for (const file of readdirSync(dir).filter((f) => /^\d.*\.ts$/.test(f))) {
    const path = join(dir, file);
    const source = readFileSync(path, "utf8");
    if (source.includes("inSchema(")) continue;
    const rewritten = source
      .replace(
        /^import \{ MigrateUpArgs, MigrateDownArgs, sql \} from ['"]@payloadcms\/db-postgres['"];?$/m,
        'import type { MigrateDownArgs, MigrateUpArgs } from "@payloadcms/db-postgres";\nimport { inSchema } from "../in-schema";',
      )
      .replaceAll("await db.execute(sql`", "await db.execute(inSchema(payload, `")
      .replace(/`\);?\n\}/g, "`));\n}");
    writeFileSync(path, rewritten);
  }
  // Payload lists every file of the folder as a migration; the helper lives one folder up.
  const index = join(dir, "index.ts");
  writeFileSync(index, readFileSync(index, "utf8").replace(/^.*in-schema.*\n/gm, ""));
}
