/**
 * Whether this process is on its way out. Keyed on globalThis: the production server sets it and
 * the health route, inside the Next.js bundle with its own copy of this module, reads it.
 */
const state = globalThis as typeof globalThis & { skyhavenDraining?: boolean };

/** From now on /api/health answers 503, so a load balancer sends new requests elsewhere. */
export function startDraining(): void {
  state.skyhavenDraining = true;
}

export function isDraining(): boolean {
  return state.skyhavenDraining === true;
}
