/**
 * Ballot references: six characters from an alphabet without the look-alikes 0/O, 1/I/L, so a
 * buyer reading theirs aloud or typing it from a screen cannot mistake one for another. They are
 * random (server/ballot/reference.ts draws them) and carry no personal data.
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_LENGTH = 6;

const SHAPE = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

export const isReference = (value: string): boolean => SHAPE.test(value);

/**
 * What a buyer typed ("k7q2 m9", "k7q-2m9") as a reference, or null when it cannot be one: upper
 * case, spaces and dashes dropped. Look-alikes are not guessed at: no reference holds them.
 */
export function readReference(input: unknown): string | null {
  if (typeof input !== "string" || input.length > 40) return null;
  const cleaned = input.replace(/[\s-]+/g, "").toUpperCase();
  return isReference(cleaned) ? cleaned : null;
}
