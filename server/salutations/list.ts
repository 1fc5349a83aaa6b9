import "server-only";
import type { Locale } from "next-intl";
import { getDb } from "../db/client";
import { labelColumn } from "./label-column";

export interface Salutation {
  id: number;
  code: string;
  label: string;
}

export async function listSalutations(locale: Locale): Promise<Salutation[]> {
  return getDb()
    .selectFrom("salutations")
    .select(["id", "code", `${labelColumn(locale)} as label`])
    .where("active", "=", 1)
    .orderBy("sort_order")
    .execute();
}
