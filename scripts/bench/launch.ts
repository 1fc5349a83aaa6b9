import { randomBytes } from "node:crypto";
import { connect } from "@/server/db/connect";
import { prepareDatabase } from "@/scripts/lib/prepare-database";
import { freePort } from "@/tests/support/ports";
import {
  availableUnits,
  holdRace,
  raceFigures,
  registerBuyers,
  sendAll,
  statusCounts,
  unitsClaimedTwice,
  unitsOutOfStep,
  type Answer,
  type RaceFigures,
} from "@/tests/support/launch-holds";
import { percentile } from "./percentile";
import { startServer, type BenchServer } from "./server";
import { staffCookie } from "./staff-session";
import { openUnitEvents, type UnitEventStream } from "./unit-events";

export interface LaunchOptions {
  instances: number;
  buyers: number;
  units: number;
  searchPath?: string;
}

export type EventDelay =
  | { available: false; reason: string }
  | {
      available: true;
      /** Where the stream was read: the other instance, or the only one. */
      from: string;
      /** ms from each granted hold's 201 to its `held` line; 0 where the line came first. */
      delays: number[];
      /** Lines that arrived before the client had its 201. */
      early: number;
      /** Granted holds whose line never came within the wait. */
      missing: number;
    };

export interface LaunchResult {
  database: string;
  options: LaunchOptions;
  figures: RaceFigures;
  statuses: Record<string, number>;
  unitsHeldTwice: number;
  outOfStep: number;
  events: EventDelay;
}

/** Not counted: the first holds load the route and fill the pools on every instance. */
const WARM_UP = { buyers: 60, units: 20 };
/** The contract is 2 s; a line later than this counts as missing. */
const EVENT_WAIT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventDelays(
  streams: UnitEventStream[],
  origins: string[],
  granted: { answer: Answer; unitId: string }[],
): Promise<EventDelay> {
  const closed = streams.find((stream) => !stream.available);
  if (closed && !closed.available) return closed;
  // Each hold's line is read from another instance than the one that answered it.
  const streamFor = (origin: string) =>
    streams[(origins.indexOf(origin) + 1) % streams.length] as UnitEventStream & {
      available: true;
    };
  const lastAnswer = Math.max(...granted.map(({ answer }) => answer.answeredAt));
  while (
    Date.now() - lastAnswer < EVENT_WAIT_MS &&
    granted.some(({ answer, unitId }) => streamFor(answer.origin).heldAt(unitId) === undefined)
  ) {
    await sleep(50);
  }
  const seen = granted.flatMap(({ answer, unitId }) => {
    const at = streamFor(answer.origin).heldAt(unitId);
    return at === undefined ? [] : [at - answer.answeredAt];
  });
  return {
    available: true,
    from: streams.length > 1 ? "the other instance" : "the same instance",
    delays: seen.map((delay) => Math.max(0, delay)),
    early: seen.filter((delay) => delay < 0).length,
    missing: granted.length - seen.length,
  };
}

/**
 * `buyers` holds sent at once for `units` units over `instances` production servers on one
 * database (after a warm-up race on other units), with `/api/units/events` read meanwhile.
 */
export async function launchBench(
  database: string,
  databaseUrl: string,
  options: LaunchOptions,
): Promise<LaunchResult> {
  const { instances, buyers, units: unitCount, searchPath } = options;
  // The URL may carry the schema as `?options=` for the server; our own pool takes it as an option.
  const plainUrl = databaseUrl.split("?")[0] ?? databaseUrl;
  await prepareDatabase(databaseUrl);
  const { db } = connect(plainUrl, { searchPath });
  const servers: BenchServer[] = [];
  const streams: UnitEventStream[] = [];
  try {
    console.log(`${database}: registering ${buyers + WARM_UP.buyers} buyers…`);
    const leads = await registerBuyers(db, buyers + WARM_UP.buyers);
    const units = await availableUnits(db, unitCount + WARM_UP.units);
    if (units.length < unitCount + WARM_UP.units) throw new Error("not enough available units");
    const secret = randomBytes(32).toString("hex");
    const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
    // One after the other: each start migrates first, and two at once would race for that.
    for (let i = 0; i < instances; i++) {
      servers.push(
        await startServer(await freePort(), {
          DATABASE_URL: databaseUrl,
          AUTH_SECRET: secret,
          SITE_URL: siteUrl,
        }),
      );
    }
    const origins = servers.map((server) => server.origin);
    const cookie = await staffCookie(plainUrl, secret, siteUrl, searchPath);

    const warmUp = await sendAll(
      holdRace(origins, units.slice(0, WARM_UP.units), leads.slice(buyers)),
      cookie,
    );
    console.log(`${database}: warm-up answers ${JSON.stringify(statusCounts(warmUp))}`);
    streams.push(...(await Promise.all(origins.map(openUnitEvents))));
    // Let each stream settle into listening before anything changes.
    await sleep(500);

    console.log(`${database}: ${buyers} holds at once for ${unitCount} units…`);
    const requests = holdRace(origins, units.slice(WARM_UP.units), leads.slice(0, buyers));
    const answers = await sendAll(requests, cookie);
    const granted = answers.flatMap((answer, i) =>
      answer.status === 201 ? [{ answer, unitId: requests[i]?.unitId ?? "" }] : [],
    );
    const events = await eventDelays(streams, origins, granted);
    return {
      database,
      options,
      figures: raceFigures(answers),
      statuses: statusCounts(answers),
      unitsHeldTwice: (await unitsClaimedTwice(db)).length,
      outOfStep: (await unitsOutOfStep(db)).length,
      events,
    };
  } finally {
    await Promise.all(streams.map((stream) => (stream.available ? stream.close() : undefined)));
    await Promise.all(servers.map((server) => server.stop()));
    await db.destroy();
  }
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "–");

export function printLaunch(results: LaunchResult[]): void {
  const { buyers, units } = results[0]?.options ?? { buyers: 0, units: 0 };
  console.log(
    `\nLaunch: ${buyers} buyers' holds sent at once for ${units} units (POST /api/admin/holds, one per buyer, each unit wanted by several, spread over the instances) after a ${WARM_UP.buyers}-hold warm-up\n`,
  );
  console.log(
    "| database | instances | requests | seconds | holds/s | p50 ms | p99 ms | granted (201) | refused (409) | other | units held twice | units out of step |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|");
  for (const { database, options, figures: f, statuses, unitsHeldTwice, outOfStep } of results) {
    const other = Object.entries(statuses)
      .filter(([status]) => status !== "201" && status !== "409")
      .map(([status, n]) => `${status}×${n}`)
      .join(" ");
    console.log(
      `| ${database} | ${options.instances} | ${f.requests} | ${f.seconds.toFixed(2)} | ${f.perSecond.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p99)} | ${f.granted} | ${f.refused} | ${other || "0"} | ${unitsHeldTwice} | ${outOfStep} |`,
    );
  }
  console.log(
    `\nEvent delay: from a hold's 201 to its \`data: {"id","status":"held"}\` line on GET /api/units/events (contract: within 2 s)\n`,
  );
  console.log(
    "| database | read from | lines | p50 ms | p99 ms | max ms | before the 201 | missing |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|");
  for (const { database, events } of results) {
    if (!events.available) {
      console.log(`| ${database} | ${events.reason} | – | – | – | – | – | – |`);
      continue;
    }
    const { delays } = events;
    console.log(
      `| ${database} | ${events.from} | ${delays.length} | ${ms(percentile(delays, 50))} | ${ms(percentile(delays, 99))} | ${ms(Math.max(...delays))} | ${events.early} | ${events.missing} |`,
    );
  }
}
