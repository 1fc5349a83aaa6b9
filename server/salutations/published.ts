import type { Locale } from "next-intl";
import { salutations } from "@/content/salutations";
import type { Salutation } from "./list";

/**
 * The forms of address the prerendered form pages list: the content the database's reference
 * table is seeded from (`npm run db:migrate` writes it), read here so a build needs no database.
 */
export function publishedSalutations(locale: Locale): Salutation[] {
  return salutations.map(({ id, code, label }) => ({ id, code, label: label[locale] }));
}
