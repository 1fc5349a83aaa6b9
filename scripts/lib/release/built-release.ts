import { existsSync, readFileSync, writeFileSync } from "node:fs";

const RECORD = ".next/skyhaven-release.json";

/** What a build was made as and for: its release id, and what it baked into its pages. */
export interface BuiltRelease {
  release: string;
  siteUrl: string;
  publicEnv: string[];
  /** Whether NEXT_SERVER_ACTIONS_ENCRYPTION_KEY was given, or the build made its own. */
  actionsKeyGiven: boolean;
}

/** Written by every build (scripts/lib/build.ts), read when it is packed. */
export function recordBuiltRelease(release: string): void {
  const record: BuiltRelease = {
    release,
    siteUrl: process.env.SITE_URL || "http://localhost:3000",
    publicEnv: Object.keys(process.env)
      .filter((key) => key.startsWith("NEXT_PUBLIC_"))
      .sort(),
    actionsKeyGiven: Boolean(process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY),
  };
  writeFileSync(RECORD, `${JSON.stringify(record, null, 2)}\n`);
}

export function builtRelease(): BuiltRelease | null {
  return existsSync(RECORD) ? (JSON.parse(readFileSync(RECORD, "utf8")) as BuiltRelease) : null;
}
