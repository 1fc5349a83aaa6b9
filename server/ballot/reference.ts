import { randomInt } from "node:crypto";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from "@/lib/ballot/reference";

/** A new random reference (31^6, about 890 million codes); the caller retries on a collision. */
export function newReference(): string {
  let reference = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++)
    reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return reference;
}
