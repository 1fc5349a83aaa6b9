import { afterEach, beforeEach, expect, it } from "vitest";
import { createRegistrationRateLimit, type RegistrationRateLimit } from "@/server/rate-limit";
import { forEachDatabase } from "@/tests/support/databases";
import { formInput, prepareDatabase } from "@/tests/support/registrations";
import { metrics, type RegistrationOutcome } from "../metrics/registry";
import { register, type RegisterRequest } from "./register";
import type { RegistrationSource } from "./types";

// register() runs on the app's process-wide database, store and limits (globalThis): each test
// puts its own there.
const globals = ["skyhavenDb", "skyhavenRegistrationStore", "skyhavenRateLimit"];
let limits: RegistrationRateLimit | undefined;

function useLimits(perIp: number, perContact: number) {
  limits = createRegistrationRateLimit({ perIp, perContact, keyPrefix: `t${Math.random()}` });
  Reflect.set(globalThis, "skyhavenRateLimit", limits);
}

beforeEach(() => useLimits(1000, 1000));

afterEach(async () => {
  await limits?.close();
  for (const name of globals) Reflect.deleteProperty(globalThis, name);
});

async function count(source: RegistrationSource, outcome: RegistrationOutcome) {
  const { values } = await metrics().registrations.get();
  const series = values.find(
    ({ labels }) => labels.source === source && labels.outcome === outcome,
  );
  return series?.value ?? 0;
}

async function rateLimited(limiter: string) {
  const { values } = await metrics().rateLimited.get();
  return values.find(({ labels }) => labels.limiter === limiter)?.value ?? 0;
}

/** Runs `work` and answers how much each named series grew meanwhile. */
async function growth(
  series: [RegistrationSource, RegistrationOutcome][],
  work: () => Promise<unknown>,
) {
  const before = await Promise.all(series.map(([source, outcome]) => count(source, outcome)));
  await work();
  const after = await Promise.all(series.map(([source, outcome]) => count(source, outcome)));
  return Object.fromEntries(series.map(([s, o], i) => [`${s}:${o}`, after[i]! - before[i]!]));
}

const request = (overrides: Partial<RegisterRequest> = {}): RegisterRequest => ({
  locale: "en",
  source: "api",
  requestId: "test-request-0001",
  ip: "203.0.113.7",
  ...overrides,
});

forEachDatabase((current) => {
  beforeEach(async () => {
    const database = current();
    await prepareDatabase(database.db);
    Reflect.set(globalThis, "skyhavenDb", database);
  });

  it("counts a first registration, a repeat and a spam one by source and outcome", async () => {
    const grew = await growth(
      [
        ["api", "first"],
        ["legacy", "repeat"],
        ["web", "spam"],
        ["web", "first"],
      ],
      async () => {
        expect((await register(formInput(), request())).kind).toBe("created");
        const again = await register(formInput(), request({ source: "legacy" }));
        expect(again.kind).toBe("created");
        const bot = formInput({ contact: "+60111111111", email: "bot@example.com" });
        expect((await register(bot, request({ source: "web", honeypot: "x" }))).kind).toBe(
          "created",
        );
      },
    );
    expect(grew).toEqual({ "api:first": 1, "legacy:repeat": 1, "web:spam": 1, "web:first": 0 });
  });

  it("counts invalid input, an Idempotency-Key replay and its conflict", async () => {
    const grew = await growth(
      [
        ["api", "invalid"],
        ["api", "first"],
        ["api", "replayed"],
        ["api", "conflict"],
      ],
      async () => {
        expect((await register(formInput({ email: "nope" }), request())).kind).toBe("invalid");
        expect((await register(formInput({ salutationId: "999" }), request())).kind).toBe(
          "invalid",
        );
        const keyed = request({ idempotencyKey: "key-0001" });
        expect((await register(formInput(), keyed)).kind).toBe("created");
        expect((await register(formInput(), keyed)).kind).toBe("created");
        expect((await register(formInput({ name: "Someone Else" }), keyed)).kind).toBe("conflict");
      },
    );
    expect(grew).toEqual({
      "api:invalid": 2,
      "api:first": 1,
      "api:replayed": 1,
      "api:conflict": 1,
    });
  });

  it("counts a refusal by the per-contact limit, and by the per-address one, under their limiters", async () => {
    useLimits(1000, 1);
    const contactBefore = await rateLimited("contact");
    const grew = await growth([["legacy", "rate_limited"]], async () => {
      await register(formInput(), request({ source: "legacy" }));
      const again = await register(formInput(), request({ source: "legacy", ip: "192.0.2.1" }));
      expect(again.kind).toBe("rate_limited");
    });
    expect(grew).toEqual({ "legacy:rate_limited": 1 });
    expect((await rateLimited("contact")) - contactBefore).toBe(1);

    useLimits(1, 1000);
    const ipBefore = await rateLimited("ip");
    await register(formInput({ email: "one@example.com" }), request());
    const other = formInput({ contact: "+60199999999", email: "two@example.com" });
    expect((await register(other, request())).kind).toBe("rate_limited");
    expect((await rateLimited("ip")) - ipBefore).toBe(1);
  });

  it("counts a registration the database could not take as unavailable, and the database error", async () => {
    const database = current();
    const errors = async () =>
      (await metrics().databaseErrors.get()).values.reduce((sum, { value }) => sum + value, 0);
    const errorsBefore = await errors();
    await database.db.schema.dropTable("registration_unit_types").execute();
    const grew = await growth([["api", "unavailable"]], async () => {
      expect((await register(formInput(), request())).kind).toBe("unavailable");
    });
    expect(grew).toEqual({ "api:unavailable": 1 });
    expect((await errors()) - errorsBefore).toBe(1);
  });
});
