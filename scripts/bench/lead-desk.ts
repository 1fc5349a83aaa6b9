import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { connect } from "@/server/db/connect";
import { encodeCursor } from "@/server/leads/cursor";
import { measureExport, serverProcess, type ExportResult } from "./export-measure";
import { timePages, type PageCase, type PageTiming } from "./page-timing";
import { seedLeads, type SeedResult } from "./seed-leads";
import { startServer } from "./server";
import { staffCookie } from "./staff-session";
import { malaysiaDay } from "@/lib/time/malaysia";

/** What the lead-desk cases can refer to: values that exist in the seeded database. */
export interface LeadDeskContext {
  /** A cursor 100 pages (5,000 people) down the unfiltered list. */
  deepCursor: string;
  /** Malaysia days: the last 30. */
  from: string;
  to: string;
}

/**
 * The staff pages timed at 100,000 leads. Routes that answer 404 (not merged yet) are reported as
 * skipped, so a page joins the table by adding it here.
 */
export const LEAD_DESK_ROUTES: { route: string; cases: (c: LeadDeskContext) => PageCase[] }[] = [
  { route: "/admin", cases: () => [{ label: "dashboard", path: "/admin" }] },
  {
    route: "/admin/leads",
    cases: (c) => [
      { label: "no filter", path: "/admin/leads" },
      { label: "status", path: "/admin/leads?status=qualified" },
      {
        label: "channel + dates",
        path: `/admin/leads?channel=social_media&from=${c.from}&to=${c.to}`,
      },
      { label: "name fragment", path: "/admin/leads?q=mei" },
      { label: "name fragment (Chinese)", path: `/admin/leads?q=${encodeURIComponent("美玲")}` },
      { label: "deep keyset page", path: `/admin/leads?after=${c.deepCursor}` },
    ],
  },
];

export const EXPORT_PATH = "/admin/leads/export";

export interface LeadDeskResult {
  database: string;
  seed: SeedResult;
  pages: (PageTiming | { route: string; skipped: string })[];
  exported: ExportResult;
}

/** A port nothing listens on now: a fixed one could reach another bench's server by mistake. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

async function contextOf(databaseUrl: string, searchPath?: string): Promise<LeadDeskContext> {
  const { db } = connect(databaseUrl, { searchPath });
  try {
    const row = await db
      .selectFrom("registrations")
      .select(["id", "latest_at"])
      .where("duplicate_of", "is", null)
      .orderBy("latest_at", "desc")
      .orderBy("id", "desc")
      .offset(5000)
      .limit(1)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    return {
      deepCursor: encodeCursor(row.latest_at, row.id),
      from: malaysiaDay(new Date(now - 29 * 86_400_000)),
      to: malaysiaDay(new Date(now)),
    };
  } finally {
    await db.destroy();
  }
}

/**
 * Seeds `count` leads into an empty database, starts the production server on it, signs a staff
 * member in and times the lead-desk pages and the full export.
 */
export async function leadDeskBench(
  database: string,
  databaseUrl: string,
  { count, requests, searchPath }: { count: number; requests: number; searchPath?: string },
): Promise<LeadDeskResult> {
  // The URL may carry the schema as `?options=` for the server; our own pool takes it as an option.
  const plainUrl = databaseUrl.split("?")[0] ?? databaseUrl;
  console.log(`${database}: seeding ${count.toLocaleString("en")} leads…`);
  const seed = await seedLeads(plainUrl, count, searchPath);
  console.log(`${database}: seeded in ${seed.seconds.toFixed(1)} s; starting the server…`);
  const secret = randomBytes(32).toString("hex");
  const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
  const server = await startServer(await freePort(), {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: secret,
    SITE_URL: siteUrl,
  });
  try {
    const cookie = await staffCookie(plainUrl, secret, siteUrl, searchPath);
    const context = await contextOf(plainUrl, searchPath);
    // What any request costs on this machine right now, to read the page times against.
    const pages: LeadDeskResult["pages"] = [
      await timePages(
        server.origin,
        "/api/health (baseline)",
        [{ label: "health", path: "/api/health" }],
        cookie,
        requests,
      ),
    ];
    for (const { route, cases } of LEAD_DESK_ROUTES) {
      const list = cases(context);
      const probe = await fetch(`${server.origin}${list[0]!.path}`, {
        headers: { cookie },
        redirect: "manual",
      });
      await probe.arrayBuffer();
      if (probe.status !== 200) {
        pages.push({
          route,
          skipped:
            probe.status === 404
              ? "404: not built yet (merge it, then rerun)"
              : `answered ${probe.status}`,
        });
        continue;
      }
      console.log(`${database}: timing ${route} (${requests} requests)…`);
      pages.push(await timePages(server.origin, route, list, cookie, requests));
    }
    console.log(`${database}: full export…`);
    const exported = await measureExport(
      server.origin,
      EXPORT_PATH,
      cookie,
      serverProcess(server.pid),
    );
    return { database, seed, pages, exported };
  } finally {
    await server.stop();
  }
}

const ms = (n: number) => n.toFixed(1);

export function printLeadDesk(results: LeadDeskResult[], count: number, requests: number): void {
  console.log(`\nLead desk at ${count.toLocaleString("en")} registrations\n`);
  console.log("| database | seeded | people | repeats | unit rows | seed s | rows/s |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const { database, seed } of results) {
    console.log(
      `| ${database} | ${seed.registrations} | ${seed.people} | ${seed.repeats} | ${seed.unitTypes} | ${seed.seconds.toFixed(1)} | ${(seed.registrations / seed.seconds).toFixed(0)} |`,
    );
  }
  console.log(
    `\nPage server time (one request at a time, ${requests} per route over its filter mix, whole page received)\n`,
  );
  console.log(
    "| database | route | requests | p50 ms | p95 ms | max ms | statuses | p95 < 200 ms |",
  );
  console.log("|---|---|---:|---:|---:|---:|---|---|");
  for (const { database, pages } of results) {
    for (const page of pages) {
      if ("skipped" in page) {
        console.log(
          `| ${database} | ${page.route} | – | – | – | – | skipped: ${page.skipped} | – |`,
        );
        continue;
      }
      const statuses = Object.entries(page.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ");
      console.log(
        `| ${database} | ${page.route} | ${page.requests} | ${ms(page.p50)} | ${ms(page.p95)} | ${ms(page.max)} | ${statuses} | ${page.p95 < 200 ? "yes" : "NO"} |`,
      );
    }
  }
  console.log(`\nFull export, GET ${EXPORT_PATH} (no filter)\n`);
  console.log(
    "| database | seconds | MB | CSV lines | server RSS before MB | peak MB | growth MB | VmHWM before → after MB |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---|");
  for (const { database, exported: e } of results) {
    if (e.skipped) {
      console.log(`| ${database} | skipped: ${e.reason} | | | | | | |`);
      continue;
    }
    console.log(
      `| ${database} | ${e.seconds.toFixed(2)} | ${(e.bytes / 1_048_576).toFixed(1)} | ${e.rows} | ${e.rssBeforeMb.toFixed(0)} | ${e.rssPeakMb.toFixed(0)} | ${(e.rssPeakMb - e.rssBeforeMb).toFixed(0)} | ${e.hwmBeforeMb.toFixed(0)} → ${e.hwmAfterMb.toFixed(0)} |`,
    );
  }
}
