import { describe, expect, it } from "vitest";
import { DeadlineExceeded, withDeadline } from "./deadline";

describe("withDeadline", () => {
  it("gives up on work that does not answer in time, with DeadlineExceeded", async () => {
    const never = new Promise<string>(() => undefined);
    const started = performance.now();

    await expect(withDeadline(never, 100)).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("passes on the answer, or the failure, of work that finishes in time", async () => {
    await expect(withDeadline(Promise.resolve("stored"), 1_000)).resolves.toBe("stored");
    await expect(withDeadline(Promise.reject(new Error("refused")), 1_000)).rejects.toThrow(
      "refused",
    );
  });
});
