import type { SeededRandom } from "../seeded-random";
import { serverAction } from "./actions";
import { contentType, controlCharacters, jsonConfusion, legacy } from "./bodies";
import { headers, method, overlong, pathEncoding, queryEncoding } from "./head";
import type { HostileCase, Surface } from "./surface";

export type { HostileCase, Surface } from "./surface";

/** The order the families run in: a seed replays the same requests only in the same order. */
const families = [
  pathEncoding,
  queryEncoding,
  method,
  overlong,
  contentType,
  jsonConfusion,
  controlCharacters,
  serverAction,
  legacy,
  headers,
];

/** The sweep's requests for `random`'s seed, in a fixed order. */
export function hostileRequests(random: SeededRandom, surface: Surface): HostileCase[] {
  return families.flatMap((family) => family(random, surface));
}
