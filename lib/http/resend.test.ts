import { describe, expect, it } from "vitest";
import { resend } from "./resend";

/** A send that fails `failures` times (as fetch does when the proxy answers 502), then answers. */
function flaky(failures: number, error: unknown = new TypeError("Failed to fetch")) {
  let calls = 0;
  return {
    send: async () => {
      calls++;
      if (calls <= failures) throw error;
      return `answer after ${calls}`;
    },
    calls: () => calls,
  };
}

describe("resend", () => {
  it("sends again after each failure, waiting the delays with their jitter, until an answer", async () => {
    const slept: number[] = [];
    const post = flaky(2);
    const answer = await resend(post.send, {
      delaysMs: [500, 1000, 2000],
      random: () => 0.5,
      sleep: async (ms) => void slept.push(ms),
    });
    expect(answer).toBe("answer after 3");
    expect(post.calls()).toBe(3);
    expect(slept).toEqual([500, 1000]);
  });

  it("gives up after one attempt more than there are delays, with the last error", async () => {
    const slept: number[] = [];
    const post = flaky(10, new Error("An unexpected response was received from the server."));
    await expect(
      resend(post.send, {
        delaysMs: [100, 200],
        random: () => 0,
        sleep: async (ms) => void slept.push(ms),
      }),
    ).rejects.toThrow("An unexpected response");
    expect(post.calls()).toBe(3);
    expect(slept).toEqual([80, 160]);
  });

  it("passes a final error (a redirect) on at once, without sending again", async () => {
    const redirect = Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;push;/x" });
    const post = flaky(1, redirect);
    await expect(
      resend(post.send, { isFinal: (error) => error === redirect, sleep: async () => {} }),
    ).rejects.toBe(redirect);
    expect(post.calls()).toBe(1);
  });

  it("sends once when the first attempt answers", async () => {
    const post = flaky(0);
    expect(await resend(post.send, { sleep: async () => {} })).toBe("answer after 1");
    expect(post.calls()).toBe(1);
  });
});
