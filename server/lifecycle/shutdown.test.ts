import { describe, expect, it } from "vitest";
import { onShutdown, runShutdownHooks } from "./shutdown";

describe("shutdown hooks", () => {
  it("end the streams on their own before the drain, then run work and resources, each hook once", async () => {
    const ran: string[] = [];
    onShutdown("resources", () => void ran.push("pool"));
    onShutdown("work", () => void ran.push("outbox"));
    onShutdown("streams", () => void ran.push("live feed"));
    const report = (error: unknown) => ran.push(`failed: ${String(error)}`);

    await runShutdownHooks(report, ["streams"]);
    expect(ran).toEqual(["live feed"]);
    await runShutdownHooks(report);
    expect(ran).toEqual(["live feed", "outbox", "pool"]);
  });
});
