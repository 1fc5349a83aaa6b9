import type { RawRequest } from "../raw-http";
import type { SeededRandom } from "../seeded-random";

// What the hostile sweep (tests/e2e/hostile-input.spec.ts) aims at, and the pieces it is made of.

/** One generated request, named by the family that made it. */
export interface HostileCase extends RawRequest {
  family: string;
}

/** What the sweep learns from the running site before generating: the ids of its server actions. */
export interface Surface {
  actionIds: string[];
  staticFile: string;
  /** A contact and email no other registration uses (the per-contact limit would hide behaviour). */
  buyer: () => { contact: string; email: string };
}

const LOCALES = ["", "/zh", "/ms"];
const PAGES = ["/", "/landing", "/register", "/register/thank-you", "/gallery", "/layout"];
PAGES.push("/layout/A1", "/layout/c1a", "/facilities", "/location", "/developer", "/term");
PAGES.push("/privacy", "/360view", "/video-tour", "/coming-soon", "/maintenance", "/500", "/404");
PAGES.push("/no-such-page", "/cn/gallery", "/ballot", "/ballot/enter/not-a-token");
PAGES.push("/unsubscribe/not-a-token", "/book/manage/not-a-token");
const APIS = ["/api/registrations", "/api/salutations?locale=zh", "/api/health"];
APIS.push("/api/General_ViewSalutation", "/api/User_Registration", "/api/no-such-api");
APIS.push("/api/ballot", "/api/admin/ballot/entries", "/api/admin/ballot/commit");
APIS.push("/api/admin/ballot/draw", "/api/units", "/api/admin/holds", "/api/admin/holds/x");
APIS.push("/api/admin/holds/00000000-0000-4000-8000-000000000000/booking");
APIS.push("/api/unsubscribe/not-a-token", "/api/visits/not-a-token.ics");
const ADMIN = ["/admin", "/admin/sign-in", "/admin/leads", "/admin/leads/export", "/admin/staff"];
ADMIN.push("/admin/leads/00000000-0000-0000-0000-000000000000", "/admin/requests/access");
ADMIN.push("/admin/requests/portable", "/admin/breaches");
ADMIN.push("/admin/leads/updates?since=2026-01-01", "/admin/audit", "/admin/account");
ADMIN.push("/admin/launch", "/admin/launch/board", "/admin/launch/board/queue");
ADMIN.push("/admin/launch/reports", "/admin/launch/reports/export");
const FILES = ["/sitemap.xml", "/robots.txt", "/icon.svg", "/brochure/en.pdf", "/plans/A1.svg"];
FILES.push("/plans/C1A.zh.svg", "/_next/image?url=%2Fx.jpg&w=640&q=75", "/favicon.ico");

const pagePaths = LOCALES.flatMap((locale) =>
  PAGES.map((page) => (page === "/" ? locale || "/" : `${locale}${page}`)),
);

/** Every path of the public surface, in the three languages where they have one. */
export function allPaths(surface: Surface): string[] {
  return [...pagePaths, ...APIS, ...ADMIN, ...FILES, surface.staticFile];
}

export const BAD_ESCAPES = [
  "%",
  "%z",
  "%zz",
  "%G0",
  "%ff",
  "%C0%AF",
  "%E0%A4%A",
  "%F0%9F",
  "%ED%A0%80",
];
BAD_ESCAPES.push("%u0041", "%%", "%2", "%c3%28", "%00", "%0a", "%2e%2e%2f", "..%2f..%2f", "%252e");
export const ODD_METHODS = [
  "TRACE",
  "TRACK",
  "PROPFIND",
  "PROPPATCH",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
];
ODD_METHODS.push("UNLOCK", "OPTIONS", "PUT", "PATCH", "DELETE", "PURGE", "SEARCH", "REPORT");
ODD_METHODS.push("MKCALENDAR", "LINK", "UNLINK", "QUERY", "M-SEARCH", "NOTIFY", "SUBSCRIBE", "FOO");
export const CONTROLS = [
  "\u0000",
  "a\u0000b",
  "\u0001\u0002",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\u009b",
];
CONTROLS.push("\u2028", "\u202e", "\ufeff", "\u200b", "\ud800", "\udfff", "\uffff", "\t\r\n");
export const CONFUSED: unknown[] = [[], ["a", "b"], [[]], 0, -1, 1.5, 1e308, true, false, null, {}];
CONFUSED.push({ $gt: "" }, JSON.parse('{"__proto__":{"polluted":1}}'), "x".repeat(5000), "", " ");
CONFUSED.push("NaN", "[object Object]", "<script>alert(1)</script>", "' OR 1=1 --", "１２３");
export const FIELDS = [
  "salutationId",
  "name",
  "contact",
  "email",
  "address",
  "channel",
  "unitTypes",
];
FIELDS.push("utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "website");
FIELDS.push("fillTimeMs", "consentTerms", "consentPersonalData");
export const ORIGINS = ["https://evil.example", "null", "evil", "http://127.0.0.1:1", "file://"];
ORIGINS.push("https://skyhaven.example.evil.example", "http://[::1", "*");

export const json = { "content-type": "application/json" };
export const form = { "content-type": "application/x-www-form-urlencoded" };

export function registration(surface: Surface): Record<string, unknown> {
  return {
    salutationId: 3,
    name: "Nur Aisyah binti Ahmad",
    ...surface.buyer(),
    address: "21 Jalan Putra, 43900 Sepang",
    channel: "website",
    consentPersonalData: true,
    consentTerms: true,
    unitTypes: ["A1"],
    utmSource: "google",
  };
}

export const formBody = (fields: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(fields).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => [key, String(v)]),
    ),
  ).toString();

/** A multipart body, written out by hand so that any name, value or file can be put in it. */
export function multipart(fields: [string, string, "file"?][]): {
  headers: Record<string, string>;
  body: string;
} {
  const parts = fields.map(
    ([name, value, file]) =>
      `--hostile\r\nContent-Disposition: form-data; name="${name}"` +
      `${file ? '; filename="x.bin"\r\nContent-Type: application/octet-stream' : ""}\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { "content-type": "multipart/form-data; boundary=hostile" },
    body: `${parts.join("")}--hostile--\r\n`,
  };
}

export function insertAt(random: SeededRandom, path: string, piece: string): string {
  const at = 1 + random.int(path.length);
  return `${path.slice(0, at)}${piece}${path.slice(at)}`;
}

export function withControl(random: SeededRandom, value: unknown): string {
  const text = String(value);
  const control = random.pick(CONTROLS);
  return random.pick([
    control + text,
    insertAt(random, `/${text}`, control).slice(1),
    text + control,
  ]);
}

/** Makes one family of hostile requests from the seeded generator. */
export type Family = (random: SeededRandom, surface: Surface) => HostileCase[];
