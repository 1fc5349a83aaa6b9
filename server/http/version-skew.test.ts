import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reloadSkewedAction, type ReleaseActions } from "./version-skew";

const release: ReleaseActions = { deploymentId: "0_2_0-bbbbbbb", actionIds: new Set(["40known"]) };

describe("a server action posted from a page of another release", () => {
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (reloadSkewedAction(req, res, release)) return;
      res.writeHead(299).end("next.js");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (headers: Record<string, string>) =>
    fetch(`${origin}/zh/register?utm_source=x`, { method: "POST", headers, body: "[]" });

  it("is told to load the same page again when this release lacks the action", async () => {
    const answer = await post({ "next-action": "40gone", "x-deployment-id": "0_1_0-aaaaaaa" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-action-redirect")).toBe("/zh/register?utm_source=x;replace");
    expect(await answer.text()).toBe("");
  });

  it("reaches Next.js when this release has the action (a key kept across releases)", async () => {
    const answer = await post({ "next-action": "40known", "x-deployment-id": "0_1_0-aaaaaaa" });
    expect(answer.status).toBe(299);
  });

  it("reaches Next.js from this release's own pages, and without a deployment id", async () => {
    expect(
      (await post({ "next-action": "40gone", "x-deployment-id": release.deploymentId })).status,
    ).toBe(299);
    expect((await post({ "next-action": "40gone" })).status).toBe(299);
  });
});
