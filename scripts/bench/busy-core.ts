import { spawn } from "node:child_process";

/**
 * Keeps one core busy with a spinning process until stopped (`--load`): the phone that is doing
 * something else while a page loads, and a figure that does not depend on what else the bench
 * machine happens to run.
 */
export function busyCore(): { stop(): Promise<void> } {
  const child = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}
