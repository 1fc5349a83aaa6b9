let cached: boolean | undefined;

/** Whether this browser can draw WebGL, checked once on a throwaway canvas. */
export function hasWebGl(): boolean {
  if (cached === undefined) {
    try {
      const canvas = document.createElement("canvas");
      cached = Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
    } catch {
      cached = false;
    }
  }
  return cached;
}

/** WebGL support never changes while the page is open: nothing to subscribe to. */
export const subscribeNever = (): (() => void) => () => undefined;

/** On the server (and during hydration) support is unknown. */
export const unknownOnServer = (): null => null;
