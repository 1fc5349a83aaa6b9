import type { Generated } from "kysely";

export interface SalutationTable {
  id: number;
  code: string;
  label_en: string;
  label_zh: string;
  label_ms: string;
  sort_order: number;
  active: Generated<number>;
}

export interface Database {
  salutations: SalutationTable;
}
