/** A seeded pseudo-random source in [0, 1): the same seed always yields the same sequence. */
export type Rng = () => number;

/** mulberry32: tiny, fast and good enough for placing window lights and stars. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value between min and max drawn from rng. */
export const between = (rng: Rng, min: number, max: number): number => min + (max - min) * rng();
