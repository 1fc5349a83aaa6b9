import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { authSecret, authSecretPath, ensureAuthSecret } from "./secret";

let root: string;
let checkout: string;
let dataDir: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "skyhaven-secret-"));
  // A release or checkout directory (the working directory) and the data directory elsewhere.
  checkout = join(root, "releases", "20261128");
  dataDir = join(root, "var", "lib", "skyhaven");
  mkdirSync(checkout, { recursive: true });
  vi.spyOn(process, "cwd").mockReturnValue(checkout);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(root, { recursive: true, force: true });
});

const databaseUrl = () => `file:${join(dataDir, "skyhaven.db")}`;
const read = (file: string) => readFileSync(file, "utf8").trim();

describe("the generated AUTH_SECRET on one SQLite machine", () => {
  it("lives beside the database, never in the release or checkout directory", () => {
    const secret = ensureAuthSecret(databaseUrl());

    expect(authSecretPath(databaseUrl())).toBe(join(dataDir, "auth-secret"));
    expect(read(join(dataDir, "auth-secret"))).toBe(secret);
    expect(existsSync(join(checkout, "data"))).toBe(false);
    // A new release (another working directory) reads the same secret.
    vi.spyOn(process, "cwd").mockReturnValue(join(root, "releases", "20261129"));
    expect(ensureAuthSecret(databaseUrl())).toBe(secret);
  });

  it("with the default database (data/skyhaven.db) stays in data/ as before", () => {
    const secret = ensureAuthSecret("file:./data/skyhaven.db");
    expect(read(join(checkout, "data", "auth-secret"))).toBe(secret);
  });

  it("copies a secret from the old place (data/ of the working directory) instead of making a new one, and leaves it there for any other database of the checkout", () => {
    mkdirSync(join(checkout, "data"));
    writeFileSync(join(checkout, "data", "auth-secret"), "the-secret-everyone-is-signed-in-with\n");

    expect(ensureAuthSecret(databaseUrl())).toBe("the-secret-everyone-is-signed-in-with");
    expect(read(join(dataDir, "auth-secret"))).toBe("the-secret-everyone-is-signed-in-with");
    expect(read(join(checkout, "data", "auth-secret"))).toBe(
      "the-secret-everyone-is-signed-in-with",
    );
  });

  it("keeps the one beside the database when both places have one", () => {
    mkdirSync(join(checkout, "data"));
    writeFileSync(
      join(checkout, "data", "auth-secret"),
      "an-older-secret-left-behind-in-the-checkout\n",
    );
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, "auth-secret"), "the-current-secret-beside-the-database\n");

    expect(ensureAuthSecret(databaseUrl())).toBe("the-current-secret-beside-the-database");
  });

  it("uses AUTH_SECRET when it is set, writing nothing", () => {
    const given = "a-configured-secret-0123456789abcdefghij";
    expect(authSecret({ AUTH_SECRET: given, DATABASE_URL: databaseUrl() })).toBe(given);
    expect(existsSync(dataDir)).toBe(false);
  });
});
