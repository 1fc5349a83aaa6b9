/**
 * Malaysian estate agency registration numbers (Board of Valuers, Appraisers, Estate Agents and
 * Property Managers): `REN 12345` for a negotiator, `E 1234` for a registered estate agent,
 * `PEA 1234` for a probationary estate agent. People type them as `ren12345`, `REN-12345`,
 * `e 01234`; one spelling is stored, so the same number is recognised however it was typed.
 */
const renPattern = /^(REN|PEA|E)\s*[-.:/#]?\s*(\d{1,6})$/;

/** The number as stored (`REN 12345`), or null when it is not one. */
export function normalizeRen(raw: string): string | null {
  const match = renPattern.exec(raw.trim().toUpperCase().replace(/\s+/g, " "));
  if (!match) return null;
  const [, prefix, digits] = match;
  if (!digits || Number(digits) === 0) return null;
  return `${prefix} ${digits}`;
}
