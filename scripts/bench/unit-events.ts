export type UnitEventStream =
  | { available: false; reason: string }
  | {
      available: true;
      /** When this stream first told of `unitId` becoming held, in ms since the epoch. */
      heldAt(unitId: string): number | undefined;
      close(): Promise<void>;
    };

/**
 * Listens to `GET /api/units/events` (`text/event-stream`, one `data: {"id","status"}` line per
 * change) and notes when each unit's first `held` arrived. A route that is not there (404, not
 * merged yet) or answers otherwise is reported, not thrown, so the bench runs without it.
 */
export async function openUnitEvents(origin: string): Promise<UnitEventStream> {
  const controller = new AbortController();
  const response = await fetch(`${origin}/api/units/events`, {
    headers: { accept: "text/event-stream" },
    signal: controller.signal,
  }).catch((error: unknown) => String(error));
  if (typeof response === "string") return { available: false, reason: `no answer: ${response}` };
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !type.startsWith("text/event-stream") || !response.body) {
    await response.body?.cancel();
    return {
      available: false,
      reason:
        response.status === 404
          ? "not available (404: /api/units/events is not merged yet)"
          : `not available (answered ${response.status} ${type})`,
    };
  }
  const firstHeld = new Map<string, number>();
  const reader = response.body.getReader();
  const reading = (async () => {
    const decoder = new TextDecoder();
    let pending = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const at = Date.now();
        pending += decoder.decode(value, { stream: true });
        const lines = pending.split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) {
          if (!line.startsWith("data:")) continue;
          const event = parseEvent(line.slice(5).trim());
          if (event?.status === "held" && !firstHeld.has(event.id)) firstHeld.set(event.id, at);
        }
      }
    } catch {
      // Aborted by close(), or the server went away: what arrived is kept.
    }
  })();
  return {
    available: true,
    heldAt: (unitId) => firstHeld.get(unitId),
    async close() {
      controller.abort();
      await reading;
    },
  };
}

function parseEvent(data: string): { id: string; status: string } | undefined {
  try {
    const value = JSON.parse(data) as { id?: unknown; status?: unknown };
    return typeof value.id === "string" && typeof value.status === "string"
      ? { id: value.id, status: value.status }
      : undefined;
  } catch {
    return undefined;
  }
}
