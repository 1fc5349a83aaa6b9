"use client";

import { useEffect, useMemo, useState } from "react";
import { formatClock } from "@/lib/time/malaysia";
import { followUnits } from "@/lib/units/follow-units";
import { unitStatuses, unitStatusLabels, type UnitStatus } from "@/lib/units/statuses";
import type { CalledNumber } from "@/server/launch/called-numbers";
import { BoardQueue } from "./board-queue";
import { boardStatusClasses } from "./board-style";
import { BoardTower, type BoardTowerData } from "./board-tower";
import { BoardTypes, type TypeCounts } from "./board-types";

interface LaunchBoardProps {
  towers: BoardTowerData[];
  typeCodes: string[];
  called: CalledNumber[];
}

const QUEUE_MS = 4000;
const feedWords = { live: "Live", polling: "Updating every 5 s", waiting: "Reconnecting…" };

/**
 * The sales gallery's big screen (1920 × 1080, read from across the room): every unit by tower
 * and floor, the counts per type, and the queue numbers being served. Statuses follow the live
 * feed (polling /api/units when it fails); the queue is read again every few seconds.
 */
export function LaunchBoard({ towers, typeCodes, called: firstCalled }: LaunchBoardProps) {
  const units = useMemo(
    () => towers.flatMap((tower) => tower.floors.flatMap((floor) => floor.units)),
    [towers],
  );
  const [statuses, setStatuses] = useState<Record<string, UnitStatus>>(() =>
    Object.fromEntries(units.map((unit) => [unit.id, unit.status])),
  );
  const [feed, setFeed] = useState<keyof typeof feedWords>("waiting");
  const [called, setCalled] = useState(firstCalled);
  const [signedOut, setSignedOut] = useState(false);
  const [now, setNow] = useState<string | null>(null);

  useEffect(
    () =>
      followUnits(
        {
          all: (all) => setStatuses((shown) => ({ ...shown, ...all })),
          one: (id, status) =>
            setStatuses((shown) => (shown[id] === status ? shown : { ...shown, [id]: status })),
          state: setFeed,
        },
        { pollMs: 5000 },
      ),
    [],
  );

  useEffect(() => {
    const refresh = async () => {
      setNow(formatClock(new Date()));
      const response = await fetch("/admin/launch/board/queue", { cache: "no-store" }).catch(
        () => null,
      );
      if (response?.status === 401) setSignedOut(true);
      if (response?.ok) {
        setSignedOut(false);
        setCalled((await response.json()) as CalledNumber[]);
      }
    };
    void refresh();
    const timer = setInterval(() => void refresh(), QUEUE_MS);
    return () => clearInterval(timer);
  }, []);

  const { byType, totals } = useMemo(() => {
    const zero = () =>
      Object.fromEntries(unitStatuses.map((status) => [status, 0])) as Record<UnitStatus, number>;
    const byType: TypeCounts = Object.fromEntries(typeCodes.map((code) => [code, zero()]));
    const totals = zero();
    for (const unit of units) {
      const status = statuses[unit.id] ?? unit.status;
      totals[status] += 1;
      (byType[unit.typeCode] ??= zero())[status] += 1;
    }
    return { byType, totals };
  }, [units, statuses, typeCodes]);

  return (
    // Laid out for the gallery's 1920 × 1080 screen from 2xl up, all of it at once; on smaller
    // screens (a salesperson's laptop or phone) the same parts one under another.
    <main className="flex min-h-dvh flex-col gap-8 bg-[#080c18] p-4 text-white sm:p-8 2xl:grid 2xl:h-dvh 2xl:grid-cols-[auto_auto_minmax(0,1fr)] 2xl:gap-12 2xl:overflow-hidden 2xl:px-10 2xl:py-7">
      <div className="flex flex-wrap gap-8 2xl:contents">
        {towers.map((tower) => (
          <BoardTower key={tower.code} tower={tower} statuses={statuses} />
        ))}
      </div>
      <div className="order-first flex min-w-0 flex-col gap-7 2xl:order-none">
        <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <h1 className="text-3xl font-bold 2xl:text-4xl">SkyHaven Suites · Launch</h1>
          <p className="text-2xl font-semibold tabular-nums">
            <span
              aria-hidden="true"
              className={`me-2 inline-block size-4 rounded-full ${feed === "live" && !signedOut ? "bg-emerald-400" : "bg-amber-300"}`}
            />
            {/* Only the feed's state is announced, not the clock. */}
            <span aria-live="polite">
              {signedOut ? "Signed out: queue not updating" : feedWords[feed]}
            </span>
            {now && <span className="ms-5 text-neutral-300">{now}</span>}
          </p>
        </header>
        <BoardQueue called={called} />
        <section aria-labelledby="totals-title">
          <h2 id="totals-title" className="sr-only">
            All units
          </h2>
          {/* One column per status on the big screen: the five totals fit one line there. */}
          <ul className="grid grid-cols-2 gap-x-8 gap-y-4 sm:grid-cols-3 2xl:grid-cols-5">
            {unitStatuses.map((status) => (
              <li key={status}>
                <span className="flex items-center gap-2 text-xl text-neutral-200 2xl:text-2xl">
                  <span
                    aria-hidden="true"
                    className={`inline-grid size-8 place-items-center rounded-md font-bold ${boardStatusClasses[status]}`}
                  >
                    {unitStatusLabels[status][0]}
                  </span>
                  {unitStatusLabels[status]}
                </span>
                <span className="mt-1 block text-5xl font-bold tabular-nums 2xl:text-6xl">
                  {totals[status]}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <BoardTypes typeCodes={typeCodes} counts={byType} />
      </div>
    </main>
  );
}
