const columns = { en: "label_en", zh: "label_zh", ms: "label_ms" } as const;

export function labelColumn(locale: keyof typeof columns) {
  return columns[locale];
}
