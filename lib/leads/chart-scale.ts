/**
 * A round top for a count axis and its gridlines: 0–4 → 4, 37 → 40, 1,234 → 1,500. Steps are 1, 2
 * or 5 times a power of ten, four of them, so labels stay short whole numbers.
 */
export function countAxis(max: number, steps = 4): { top: number; ticks: number[] } {
  if (max <= steps) return { top: steps, ticks: Array.from({ length: steps + 1 }, (_, i) => i) };
  const rough = max / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough && Number.isInteger(s)) ??
    10 * power;
  const top = step * steps;
  return { top, ticks: Array.from({ length: steps + 1 }, (_, i) => i * step) };
}
