/**
 * What must happen before the process exits, registered by whoever owns it. Keyed on globalThis:
 * the production server (scripts/serve.ts) and the Next.js bundle it loads each get their own copy
 * of this module, and both must see one list.
 */
type Hook = () => Promise<unknown> | unknown;

/**
 * Streams first, before the server waits for the requests in flight: a live feed never ends by
 * itself, so the wait would last its whole bound. Then work (the outbox finishes or releases its
 * sends), then what the work needs (pools).
 */
export type ShutdownPhase = "streams" | "work" | "resources";

const phases: readonly ShutdownPhase[] = ["streams", "work", "resources"];

const registry = globalThis as typeof globalThis & {
  skyhavenShutdown?: Partial<Record<ShutdownPhase, Hook[]>>;
};

function hooks(phase: ShutdownPhase): Hook[] {
  registry.skyhavenShutdown ??= {};
  return (registry.skyhavenShutdown[phase] ??= []);
}

export function onShutdown(phase: ShutdownPhase, hook: Hook): void {
  hooks(phase).push(hook);
}

/**
 * Runs the hooks of `only` these phases (all by default), phase by phase; a hook that fails is
 * reported and does not stop the others. A hook runs once, however often this is called.
 */
export async function runShutdownHooks(
  report: (error: unknown) => void,
  only: readonly ShutdownPhase[] = phases,
): Promise<void> {
  for (const phase of phases.filter((one) => only.includes(one))) {
    const list = hooks(phase).splice(0);
    await Promise.all(list.map((hook) => Promise.resolve().then(hook).catch(report)));
  }
}
