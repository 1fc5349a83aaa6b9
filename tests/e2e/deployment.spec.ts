import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { FAULT_SUITE_AUTH_SECRET, startAppServer, type AppServer } from "../support/app-server";
import { freePort } from "../support/ports";
import { caddyInstalled, startCaddy, type CaddyProxy } from "../support/caddy";
import { databaseTargets, type TestDatabase } from "../support/database-targets";
import { httpsClient, type HttpsAnswer, type HttpsClient } from "../support/https-client";
import { deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from "../support/redis";
import { buyer, registrationBody } from "../support/registration-load";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { startWorker, type WorkerProcess } from "../support/worker-process";

// The deployment of deploy/ on loopback: Caddy with deploy/Caddyfile (TLS from its internal CA,
// HSTS, health-checked balancing with retries) over two app instances (`node dist/serve.mjs`,
// OUTBOX_WORKER=0) and one `node dist/worker.mjs`, on a PostgreSQL schema and a Redis key prefix of
// their own, configured as deploy/skyhaven.env.example configures them.
const postgres = databaseTargets.find((target) => target.name === "postgres");
const PER_IP = 20;
/** Source addresses the load comes from: each sends fewer registrations than the per-IP limit. */
const LOAD_ADDRESSES = 250;

test.describe("deployment: Caddy over two instances and a worker, on PostgreSQL and Redis", () => {
  test.skip(
    !caddyInstalled() && !process.env.CI,
    "Caddy is not installed (apt-get install -y caddy)",
  );
  test.skip(!postgres || !testRedisUrl, "needs TEST_DATABASE_URL and TEST_REDIS_URL");
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let database: TestDatabase | undefined;
  let smtp: TestSmtpServer | undefined;
  let worker: WorkerProcess | undefined;
  let caddy: CaddyProxy | undefined;
  const redisPrefix = uniqueRedisPrefix("deploy");
  const ports: number[] = [];
  const instances: (AppServer | undefined)[] = [];
  let instanceEnv: Record<string, string> = {};

  const startInstance = async (index: number) => {
    instances[index] = await startAppServer({
      databaseUrl: database?.url ?? "",
      port: ports[index],
      env: instanceEnv,
    });
  };

  /** A staff account made as an operator makes one (dist/admin.mjs), signed in through Caddy. */
  const signInThroughCaddy = async (page: Page, role: "admin" | "marketing") => {
    const email = `deploy-${randomUUID().slice(0, 8)}@skyhaven.example`;
    const password = `deploy password ${randomUUID()}`;
    execFileSync(
      process.execPath,
      ["dist/admin.mjs", "create-user", "--email", email, "--password", password, "--role", role],
      {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          DATABASE_URL: database?.url ?? "",
          AUTH_SECRET: FAULT_SUITE_AUTH_SECRET,
          LOG_LEVEL: "warn",
        },
      },
    );
    await page.goto("/admin/sign-in");
    await page.getByLabel("Work email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  };

  test.beforeAll(async () => {
    if (!postgres || !testRedisUrl) return;
    database = await postgres.open();
    // The release step, once, before any instance starts (deploy/release.sh), with the same
    // environment file as the instances: on PostgreSQL it refuses to run without AUTH_SECRET.
    execFileSync(process.execPath, ["dist/migrate.mjs"], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        DATABASE_URL: database.url,
        AUTH_SECRET: FAULT_SUITE_AUTH_SECRET,
        LOG_LEVEL: "warn",
      },
      stdio: "pipe",
    });
    smtp = await startSmtpServer();
    const httpsPort = await freePort();
    ports.push(await freePort(), await freePort());
    instanceEnv = {
      SITE_URL: `https://localhost:${httpsPort}`,
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      TRUST_PROXY: "127.0.0.1",
      SHUTDOWN_DELAY_MS: "3000",
      RATE_LIMIT_PER_IP: String(PER_IP),
      RATE_LIMIT_PER_CONTACT: "5",
      OUTBOX_WORKER: "0",
    };
    await Promise.all([0, 1].map(startInstance));
    worker = startWorker({
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: "SkyHaven Suites <no-reply@skyhaven.example>",
    });
    caddy = await startCaddy({
      upstreams: ports.map((port) => `127.0.0.1:${port}`),
      httpsPort,
    });
  });

  test.afterAll(async () => {
    await caddy?.stop();
    await Promise.all(instances.map((instance) => instance?.stop()));
    await worker?.stop();
    await smtp?.stop();
    await database?.close();
    if (testRedisUrl) await deleteRedisKeys(testRedisUrl, redisPrefix);
  });

  test("registrations over https while each instance in turn is stopped and started: every acknowledged one is stored once and mailed once, and no client sees a 5xx", async () => {
    if (!caddy || !database || !smtp) throw new Error("the deployment did not start");
    const proxy = caddy;
    const clients = Array.from({ length: LOAD_ADDRESSES }, (_, i) =>
      httpsClient({ ca: proxy.ca, localAddress: `127.1.${i >> 8}.${(i & 255) + 1}` }),
    );
    const answers: (HttpsAnswer & { email: string; ms: number })[] = [];
    let stopped = false;
    let sent = 0;
    const loop = async () => {
      while (!stopped && sent < LOAD_ADDRESSES * (PER_IP - 1)) {
        const n = sent++;
        const body = registrationBody(buyer(3_000_000 + n));
        const client = clients[n % LOAD_ADDRESSES] as HttpsClient;
        const started = Date.now();
        const answer = await client.send(`${proxy.origin}/api/registrations`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify(body),
        });
        answers.push({ ...answer, email: body.email, ms: Date.now() - started });
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, loop));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    // A rolling restart, as deploy/rolling-restart.sh does it: one instance at a time, the next
    // only once the last one is back and Caddy's health check has seen it.
    const timeline: string[] = [];
    await pause(2000);
    for (const index of [0, 1]) {
      const before = answers.length;
      const stopping = Date.now();
      await instances[index]?.stop();
      timeline.push(`instance ${index + 1} stopped in ${Date.now() - stopping} ms`);
      await startInstance(index);
      timeline.push(
        `instance ${index + 1} healthy again ${Date.now() - stopping} ms after the stop`,
      );
      await pause(2500);
      timeline.push(`${answers.length - before} answers meanwhile`);
    }
    stopped = true;
    await load;
    clients.forEach((client) => client.close());

    const counts: Record<number, number> = {};
    for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    console.log(
      `[deploy] ${answers.length} registrations through Caddy over https: ${JSON.stringify(counts)}, slowest ${slowest} ms; ${timeline.join("; ")}`,
    );
    const failures = answers.filter((answer) => answer.status !== 201);
    expect(failures.map(({ status, text }) => `${status} ${text.slice(0, 200)}`)).toEqual([]);

    // Every acknowledged registration is stored, once.
    const ids = answers.map((answer) => (JSON.parse(answer.text) as { id: string }).id);
    const stored = await database.db
      .selectFrom("registrations")
      .select(["id", "email"])
      .where(
        "email",
        "in",
        answers.map((answer) => answer.email),
      )
      .execute();
    expect(stored.map((row) => row.id).sort()).toEqual([...ids].sort());

    // The worker sends each buyer's acknowledgement exactly once.
    const expected = new Set(answers.map((answer) => answer.email));
    const mailedTo = () => smtp?.messages.flatMap((message) => message.to) ?? [];
    await expect
      .poll(() => mailedTo().filter((to) => expected.has(to)).length, { timeout: 90_000 })
      .toBeGreaterThanOrEqual(expected.size);
    await pause(1000);
    const mailed = mailedTo().filter((to) => expected.has(to));
    expect(mailed.length).toBe(expected.size);
    expect(new Set(mailed).size).toBe(expected.size);
  });

  test("HSTS on https, http redirected to https, no cookie on a public page, and every cookie Secure, staff sign-in included", async ({
    browser,
  }) => {
    if (!caddy || !database) throw new Error("the deployment did not start");
    const client = httpsClient({ ca: caddy.ca });
    const home = await client.send(`${caddy.origin}/`);
    client.close();
    expect(home.status).toBe(200);
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000");
    // A public page may be kept by a shared cache, so it sets no cookie at all (the language choice
    // is written by the browser: components/site/locale-cookie-sync.tsx); the staff's are below.
    expect(home.headers["set-cookie"]).toBeUndefined();

    const plain = await fetch(`${caddy.plainOrigin}/register`, { redirect: "manual" });
    expect(plain.status).toBe(308);
    // On port 80 it names the host alone; on this test's ports Caddy 2.6 leaves the port out.
    expect(plain.headers.get("location")).toMatch(/^https:\/\/localhost(:\d+)?\/register$/);

    const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: caddy.origin });
    const page = await context.newPage();
    await signInThroughCaddy(page, "admin");
    const cookies = await context.cookies();
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.filter((cookie) => !cookie.secure).map((cookie) => cookie.name)).toEqual([]);
    await context.close();
  });

  test("a headline a marketer publishes in Chinese through Caddy shows on /zh from both instances within 60 s, and nowhere else", async ({
    browser,
  }) => {
    if (!caddy) throw new Error("the deployment did not start");
    const proxy = caddy;
    const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: proxy.origin });
    const page = await context.newPage();
    await signInThroughCaddy(page, "marketing");
    const published = `机场旁的宁静 ${randomUUID().slice(0, 6)}`;
    await page.goto("/cms/globals/concept?locale=zh");
    await page.locator("#field-hero__title").fill(published);
    await page.getByRole("button", { name: "Publish changes" }).click();
    await expect(page.getByText(/Updated successfully|published successfully/i)).toBeVisible();
    const publishedAt = Date.now();
    await context.close();

    // Each instance directly (the publish reached one of them), and the public address.
    const pageOf = async (origin: string, path: string) =>
      (await fetch(`${origin}${path}`, { headers: { "accept-encoding": "identity" } })).text();
    const viaCaddy = httpsClient({ ca: proxy.ca });
    try {
      await expect
        .poll(
          async () => {
            const pages = await Promise.all([
              ...instances.map((instance) => pageOf(instance?.origin ?? "", "/zh")),
              viaCaddy.send(`${proxy.origin}/zh`).then((answer) => answer.text),
            ]);
            return pages.map((html) => html.includes(published));
          },
          { timeout: 60_000, intervals: [1000] },
        )
        .toEqual([true, true, true]);
      console.log(
        `[deploy] the Chinese headline on both instances ${Date.now() - publishedAt} ms after the publish`,
      );
      for (const instance of instances)
        for (const path of ["/", "/ms"])
          expect(await pageOf(instance?.origin ?? "", path), path).not.toContain(published);
    } finally {
      viaCaddy.close();
    }
  });

  test("the per-IP limit counts the client address Caddy passes, shared by both instances, whatever X-Forwarded-For a client sends", async () => {
    if (!caddy) throw new Error("the deployment did not start");
    const spoofer = httpsClient({ ca: caddy.ca, localAddress: "127.2.0.1" });
    const statuses: number[] = [];
    for (let n = 0; n < PER_IP + 5; n++) {
      const answer = await spoofer.send(`${caddy.origin}/api/registrations`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `198.51.100.${n + 1}`,
        },
        body: JSON.stringify(registrationBody(buyer(4_000_000 + n))),
      });
      statuses.push(answer.status);
    }
    spoofer.close();
    expect(statuses.filter((status) => status === 201)).toHaveLength(PER_IP);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);

    // Another client is not limited by the first one's requests.
    const other = httpsClient({ ca: caddy.ca, localAddress: "127.2.0.2" });
    const answer = await other.send(`${caddy.origin}/api/registrations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(registrationBody(buyer(4_100_000))),
    });
    other.close();
    expect(answer.status).toBe(201);
  });
});
