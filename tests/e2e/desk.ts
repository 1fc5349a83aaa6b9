import type { APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import { expect } from "./fixtures";
import { uniqueBuyer } from "./lead-store";

/** Rows the e2e server wrote (data/e2e.db, see playwright.config.ts). */
export function query<T>(text: string, ...params: string[]): T[] {
  const db = new Database("data/e2e.db", { readonly: true, fileMustExist: true });
  try {
    return db.prepare(text).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const staffId = (email: string) =>
  query<{ id: string }>("select id from staff_users where email = ?", email)[0]?.id ?? "";

export interface Buyer {
  contact: string;
  email: string;
}

interface BuyerOptions {
  buyer?: Buyer;
  unitTypes?: string[];
  channel?: string;
  /** The language the buyer registers in (the API's `?locale=`). */
  locale?: string;
}

/** Registers a buyer through the public API; returns the registration's id. */
export async function registerBuyer(
  request: APIRequestContext,
  name: string,
  {
    buyer = uniqueBuyer(),
    unitTypes = ["A1"],
    channel = "website",
    locale = "en",
  }: BuyerOptions = {},
): Promise<string> {
  const response = await request.post(`/api/registrations?locale=${locale}`, {
    data: {
      salutationId: 1,
      name,
      ...buyer,
      address: "8 Jalan KLIA, 64000 Sepang, Selangor",
      channel,
      consentPersonalData: true,
      consentTerms: true,
      unitTypes,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
