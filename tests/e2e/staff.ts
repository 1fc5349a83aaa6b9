import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

/**
 * This run's own names and client address. The e2e database outlives runs and the sign-in limits
 * count wrong passwords per account and per address for an hour, so a fixed email or the shared
 * 127.0.0.1 would lock a few runs later. `next start` keeps an x-forwarded-for the client sends.
 */
const runId = randomBytes(4).toString("hex");
export const runAddress = `10.${randomBytes(3).join(".")}`;
export const runEmail = (label: string) => `${label}-${runId}@skyhaven.example`;
/** A buyer's name no earlier run used: letters only, as the registration form accepts. */
export const runName = (first: string) =>
  `${first} ${[...runId].map((hex) => "abcdefghijklmnop"[parseInt(hex, 16)]).join("")}`;

/** Sends this run's address with every request of the page. */
export async function useRunAddress(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": runAddress });
}

export interface StaffCredentials {
  email: string;
  password: string;
  name: string;
}

/**
 * The admin command line as the build compiled it (what an operator runs in production, and
 * started in a third of the time tsx takes), or from source where there is no build.
 */
const adminCommand = () =>
  existsSync("dist/admin.mjs") ? ["dist/admin.mjs"] : ["--import", "tsx", "scripts/admin.ts"];

/** Creates a staff account in the e2e database with the admin command line, as an operator would. */
export function createStaffAccount(
  role: "admin" | "sales" | "marketing" = "admin",
): StaffCredentials {
  const id = randomBytes(4).toString("hex");
  const credentials = {
    email: `${role}-${id}@skyhaven.example`,
    password: `e2e password ${id}`,
    name: `Staff ${id}`,
  };
  execFileSync(
    "node",
    [
      ...adminCommand(),
      "create-user",
      "--email",
      credentials.email,
      "--password",
      credentials.password,
      "--name",
      credentials.name,
      "--role",
      role,
    ],
    {
      env: { ...process.env, DATABASE_URL: "file:./data/e2e.db", LOG_LEVEL: "warn" },
      stdio: "pipe",
    },
  );
  return credentials;
}

export async function signIn(page: Page, { email, password }: StaffCredentials): Promise<void> {
  await useRunAddress(page);
  await page.goto("/admin/sign-in");
  await page.getByLabel("Work email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/admin/sign-in"));
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}
