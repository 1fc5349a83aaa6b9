/**
 * What must happen before the process exits, registered by whoever owns it. Keyed on globalThis:
 * the production server (scripts/serve.ts) and the Next.js bundle it loads each get their own copy
 * of this module, and both must see one list.
 */
type Hook = () => Promise<unknown> | unknown;

/** Work first (the outbox finishes or releases its sends), then what the work needs (pools). */
export type ShutdownPhase = "work" | "resources";

const registry = globalThis as typeof globalThis & {
  skyhavenShutdown?: Record<ShutdownPhase, Hook[]>;
};

function hooks(): Record<ShutdownPhase, Hook[]> {
  registry.skyhavenShutdown ??= { work: [], resources: [] };
  return registry.skyhavenShutdown;
}

export function onShutdown(phase: ShutdownPhase, hook: Hook): void {
  hooks()[phase].push(hook);
}

/** Runs every hook, phase by phase; a hook that fails is reported and does not stop the others. */
export async function runShutdownHooks(report: (error: unknown) => void): Promise<void> {
  for (const phase of ["work", "resources"] as const) {
    const list = hooks()[phase].splice(0);
    await Promise.all(list.map((hook) => Promise.resolve().then(hook).catch(report)));
  }
}
