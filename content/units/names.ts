import type { Locale } from "next-intl";
import type { UnitCategoryKey } from "./categories";

/** One unit of each category, as named on a type's page ("C1A · Double Suite"). */
export const categoryNames: Record<UnitCategoryKey, Record<Locale, string>> = {
  studio: { en: "Studio", zh: "开间套房", ms: "Studio" },
  single: { en: "Single Suite", zh: "单房套房", ms: "Suite Tunggal" },
  double: { en: "Double Suite", zh: "双房套房", ms: "Suite Berkembar" },
  dualKey: { en: "Dual-Key Premium Suite", zh: "双钥匙尊享套房", ms: "Suite Premium Dwi-Kunci" },
};
