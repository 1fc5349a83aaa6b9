import { NextRequest } from "next/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { registrationSources, type RegistrationSource } from "@/lib/leads/sources";
import { addDays, malaysiaDay, malaysiaInstant } from "@/lib/time/malaysia";
import { forEachDatabase } from "@/tests/support/databases";
import { formInput, prepareDatabase } from "@/tests/support/registrations";
import { insertStaff } from "@/tests/support/staff-members";
import { createRegistrationRateLimit, type RegistrationRateLimit } from "../rate-limit";
import type { Staff } from "../auth/session";
import type { Agent } from "../agents/accounts";
import { metaSignature } from "../lead-ads/signature";

// Every way a lead is born runs here as the site runs it: through its server action, route handler
// or webhook, on the app's process-wide database and settings. Only sign-in, Next.js's request
// modules and translations are stood in for.
const signedIn = vi.hoisted(() => ({ staff: null as unknown, agent: null as unknown }));
vi.mock("@/server/env", async () => {
  const { parseEnv } = await import("@/server/env-schema");
  return {
    env: parseEnv({
      AUTH_SECRET: "every-source-test-secret-long-enough-0000",
      SALES_NOTIFY_EMAIL: "sales@skyhaven.example",
      LEAD_WEBHOOK_URL: "http://127.0.0.1:1/crm",
      LEAD_WEBHOOK_SECRET: "webhook-secret-0000",
      META_PIXEL_ID: "123456789012",
      META_CAPI_TOKEN: "meta-capi-token-0000",
      GOOGLE_CONVERSIONS_URL: "http://127.0.0.1:1/google",
      GOOGLE_CONVERSIONS_TOKEN: "google-token-0000",
      GOOGLE_CONVERSION_ACTIONS: "lead=customers/1/conversionActions/2",
      META_APP_SECRET: "meta-app-secret-for-tests",
      META_LEAD_ADS_TOKEN: "meta-lead-ads-token-0000",
    }),
  };
});
vi.mock("next/headers", () => import("@/tests/support/next-stubs").then((m) => m.headers));
vi.mock("next/navigation", () => import("@/tests/support/next-stubs").then((m) => m.navigation));
vi.mock("next/cache", () => import("@/tests/support/next-stubs").then((m) => m.cache));
vi.mock("next-intl/server", () => ({
  getTranslations: async () => Object.assign((key: string) => key, { has: () => true }),
}));
vi.mock("@/server/access/guard", () => ({ requirePermission: async () => signedIn.staff }));
vi.mock("@/server/agents/session", () => ({ requireAgent: async () => signedIn.agent }));

/** Each way of creating a lead, as its caller does it; `advertising`: it carries that consent. */
interface Way {
  name: string;
  advertising: boolean;
  create: () => Promise<unknown>;
}

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const one of [value].flat()) data.append(key, one);
  return data;
};

const buyer = (n: number) => ({
  contact: `012-555 ${String(1000 + n)}`,
  email: `buyer${n}@example.com`,
});

/** The registration form's fields, as strings, for a person of their own. */
const registrationFields = (n: number, extra: Record<string, string> = {}) => {
  const fields = formInput({ ...buyer(n), consentAdvertising: "on", ...extra });
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      Array.isArray(value) ? value : String(value),
    ]),
  ) as Record<string, string | string[]>;
};

/** A free hour on the next open day: the booking form refuses the past. */
function nextSlot(): string {
  return malaysiaInstant(addDays(malaysiaDay(new Date()), 2), "11:00").toISOString();
}

/** Runs a server action that ends in a redirect (Next.js throws it), returning what it threw. */
const redirected = (action: Promise<unknown>) =>
  action.then(
    (state) => {
      throw new Error(`no redirect; the action answered ${JSON.stringify(state)}`);
    },
    (error: unknown) => {
      expect(String(error)).toContain("redirect:");
    },
  );

/** A Meta webhook post for one lead and a Graph API that answers with its buyer's answers. */
async function metaLeadAd(n: number) {
  const { receiveLeadAds } = await import("../lead-ads/receive");
  const { env } = await import("../env");
  const { getRegistrationStore } = await import("../registrations/store-instance");
  const lead = {
    id: "90001",
    created_time: new Date().toISOString().replace("Z", "+0000"),
    platform: "fb",
    field_data: [
      { name: "full_name", values: ["Lim Mei Ling"] },
      { name: "email", values: [buyer(n).email] },
      { name: "phone_number", values: ["+6012555" + String(1000 + n)] },
    ],
    custom_disclaimer_responses: [{ checkbox_key: "ads", is_checked: "1" }],
  };
  const body = JSON.stringify({
    object: "page",
    entry: [{ changes: [{ field: "leadgen", value: { leadgen_id: lead.id } }] }],
  });
  const graph = (async () => Response.json(lead)) as unknown as typeof fetch;
  const answer = await receiveLeadAds(body, metaSignature(body, env.META_APP_SECRET ?? ""), {
    env,
    store: getRegistrationStore(),
    fetch: graph,
  });
  expect(answer).toMatchObject({ status: 200, body: { stored: 1 } });
}

/**
 * The table: every source a lead may have (the schema's list), each with the ways it is born.
 * Typed as a record over the sources, and compared with the list below, so a new source fails
 * here until its way is added.
 */
const ways: Record<RegistrationSource, Way[]> = {
  web: [
    {
      name: "the registration form (server action)",
      advertising: true,
      create: async () => {
        const { submitRegistration } = await import("../registrations/form-action");
        const state = { status: "idle" as const, values: {}, errors: {} };
        await redirected(
          submitRegistration(
            state,
            form({ ...registrationFields(1), locale: "en", fillTimeMs: "9000" }),
          ),
        );
      },
    },
  ],
  api: [
    {
      name: "POST /api/registrations",
      advertising: true,
      create: async () => {
        const { handleRegistrationPost } = await import("../registrations/api");
        const request = new NextRequest("http://localhost/api/registrations", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...formInput(buyer(2)), consentAdvertising: true }),
        });
        expect((await handleRegistrationPost(request)).status).toBe(201);
      },
    },
  ],
  legacy: [
    {
      name: "GET /api/User_Registration",
      advertising: false,
      create: async () => {
        const { handleLegacyRegistration } = await import("../legacy/handlers");
        const query = new URLSearchParams({
          SALUTATIONID: "1",
          USERFULLNAME: "Tan Ah Kow",
          USERCONTACT: buyer(3).contact,
          USEREMAIL: buyer(3).email,
          USERADDRESS: "",
          USERCHANNEL: "Website",
        });
        const request = new NextRequest(`http://localhost/api/User_Registration?${query}`);
        const answer = await handleLegacyRegistration(request);
        expect(await answer.text()).toContain('\\"ReturnVal\\":\\"1\\"');
      },
    },
  ],
  walk_in: [deskEntry("walk_in", 4)],
  roadshow: [deskEntry("roadshow", 5)],
  agent: [
    deskEntry("agent", 6),
    {
      name: "a co-broke agent at /agent",
      advertising: true,
      create: async () => {
        const { registerBuyerAction } = await import("../agents/register-actions");
        const state = { status: "idle" as const, values: {}, errors: {} };
        await redirected(
          registerBuyerAction(state, form({ ...registrationFields(7), locale: "en" })),
        );
      },
    },
  ],
  booking: [
    {
      name: "a sales gallery booking at /book",
      advertising: false,
      create: async () => {
        const { submitBooking } = await import("../booking/form-action");
        const state = { status: "idle" as const, values: {}, errors: {} };
        const fields = {
          salutationId: "3",
          name: "Chong Wai Ling",
          ...buyer(8),
          consentPersonalData: "on",
          consentTerms: "on",
          slot: nextSlot(),
          partySize: "2",
          language: "zh",
          locale: "zh",
        };
        await redirected(submitBooking(state, form(fields)));
      },
    },
  ],
  meta_lead_ads: [
    { name: "a Meta Lead Ads webhook", advertising: true, create: () => metaLeadAd(9) },
  ],
};

/** The desk's "new lead" form (/admin/leads/new) as a signed-in salesperson posts it. */
function deskEntry(source: "walk_in" | "roadshow" | "agent", n: number): Way {
  return {
    name: `the desk's new-lead form (${source})`,
    advertising: false,
    create: async () => {
      const { enterLeadAction } = await import("../leads/desk-entry-actions");
      const fields = {
        source,
        salutationId: "2",
        name: "Lim Mei Ling",
        ...buyer(n),
        address: "",
        locale: "en",
        channel: "family_friends",
        consent: "on",
        ...(source === "agent" ? { agent: "Ong (Homes Realty, REN 12345)" } : {}),
      };
      await redirected(enterLeadAction({}, form(fields)));
    },
  };
}

const cases = Object.entries(ways).flatMap(([source, list]) =>
  list.map((way) => ({ source: source as RegistrationSource, ...way })),
);

it("has a way to create a lead for every source the schema allows", () => {
  expect(Object.keys(ways).sort()).toEqual([...registrationSources].sort());
  for (const list of Object.values(ways)) expect(list.length).toBeGreaterThan(0);
});

const globals = ["skyhavenDb", "skyhavenRegistrationStore", "skyhavenRateLimit"];
let limits: RegistrationRateLimit | undefined;

afterEach(async () => {
  await limits?.close();
  for (const name of globals) Reflect.deleteProperty(globalThis, name);
});

forEachDatabase((current) => {
  beforeEach(async () => {
    const database = current();
    await prepareDatabase(database.db);
    Reflect.set(globalThis, "skyhavenDb", database);
    limits = createRegistrationRateLimit({
      perIp: 1000,
      perContact: 1000,
      keyPrefix: `s${Math.random()}`,
    });
    Reflect.set(globalThis, "skyhavenRateLimit", limits);
    const staffId = await insertStaff(database, { role: "admin", name: "Siti" });
    signedIn.staff = {
      id: staffId,
      name: "Siti",
      email: "siti@skyhaven.example",
      role: "admin",
    } satisfies Staff;
    signedIn.agent = {
      id: await insertStaff(database, { name: "Ong" }),
      name: "Ong",
      email: "ong@homes.example",
      agency: "Homes Realty",
      ren: "12345",
      phone: "+60123000000",
      status: "approved",
      appliedAt: new Date().toISOString(),
      decidedAt: new Date().toISOString(),
    } satisfies Agent;
  });

  it.each(cases)(
    "$source via $name reaches the sales mail, the webhook and the conversions once each",
    async ({ source, advertising, create }) => {
      const { db } = current();
      await create();
      const leads = await db.selectFrom("registrations").select(["id", "source"]).execute();
      expect(leads).toEqual([{ id: expect.any(String), source }]);
      const rows = await db
        .selectFrom("outbox")
        .select("topic")
        .where("registration_id", "=", leads[0]!.id)
        .where("topic", "in", [
          "sales_notify",
          "lead_webhook",
          "meta_conversion",
          "google_conversion",
        ])
        .execute();
      const count = (topic: string) => rows.filter((row) => row.topic === topic).length;
      expect({
        sales_notify: count("sales_notify"),
        lead_webhook: count("lead_webhook"),
        meta_conversion: count("meta_conversion"),
        google_conversion: count("google_conversion"),
      }).toEqual({
        sales_notify: 1,
        lead_webhook: 1,
        meta_conversion: advertising ? 1 : 0,
        google_conversion: advertising ? 1 : 0,
      });
    },
  );
});
