"use client";

import { useEffect, useState } from "react";
import { followUnits } from "@/lib/units/follow-units";
import { unitStatusCodes } from "@/lib/units/status-style";
import type { UnitStatus } from "@/lib/units/statuses";
import { cellReader, fillCell, statusOfLetter, tally, type CellTemplate } from "./live-chart";

interface LiveAvailabilityProps {
  locale: string;
  /** A cell's words with {unit}, {type} and {status} left in. */
  cellTemplate: CellTemplate;
  statusWords: Record<UnitStatus, string>;
  /** The polite summary line with {summary} left in. */
  liveTemplate: string;
}

/** A screen reader hears the new total at most this often, however busy the launch. */
const ANNOUNCE_MS = 30_000;

/**
 * Keeps the prerendered page current: follows the live feed and patches the chart's cells (their
 * status code and their words), the available counts per type, the key's counts and the headline.
 * The page reads the same without it, as of when it was rendered. For screen readers, nothing
 * but a polite line with the new total, at most every 30 s.
 */
export function LiveAvailability({
  locale,
  cellTemplate,
  statusWords,
  liveTemplate,
}: LiveAvailabilityProps) {
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const read = cellReader(cellTemplate);
    const cells = new Map<string, { cell: HTMLElement; words: HTMLElement; type: string }>();
    for (const cell of document.querySelectorAll<HTMLElement>(".stacking-chart td[data-s]")) {
      // The words sit in the cell's link (stacking-chart-html.ts): writing them there keeps the link.
      const words = cell.querySelector<HTMLElement>("a > span");
      const unit = words && read(words.textContent ?? "");
      if (words && unit) cells.set(unit.unit, { cell, words, type: unit.type });
    }
    if (cells.size === 0) return;
    const number = new Intl.NumberFormat(locale);
    const headline = document.querySelector<HTMLElement>("[data-available-total]");
    let announced = headline?.textContent ?? "";
    let lastAnnounced = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;

    const announce = () => {
      pending = undefined;
      const total = headline?.textContent ?? "";
      if (total === announced) return;
      announced = total;
      lastAnnounced = Date.now();
      const summary = headline?.parentElement?.textContent ?? total;
      setAnnouncement(liveTemplate.replace("{summary}", summary));
    };

    const set = (id: string, status: UnitStatus): boolean => {
      const entry = cells.get(id);
      const code = unitStatusCodes[status];
      if (!entry || entry.cell.dataset.s === code) return false;
      entry.cell.dataset.s = code;
      entry.words.textContent = fillCell(cellTemplate, id, entry.type, statusWords[status]);
      return true;
    };

    const recount = () => {
      const shown = [...cells.values()].flatMap(({ cell, type }) => {
        const status = statusOfLetter(cell.dataset.s);
        return status ? [{ type, status }] : [];
      });
      const counts = tally(shown);
      for (const element of document.querySelectorAll<HTMLElement>("[data-available]"))
        element.textContent = number.format(
          counts.availableByType[element.dataset.available ?? ""] ?? 0,
        );
      for (const element of document.querySelectorAll<HTMLElement>("[data-count]")) {
        const status = statusOfLetter(element.dataset.count);
        if (status) element.textContent = number.format(counts.statuses[status]);
      }
      if (headline) headline.textContent = number.format(counts.available);
      if (!pending)
        pending = setTimeout(announce, Math.max(0, lastAnnounced + ANNOUNCE_MS - Date.now()));
    };

    let stop: (() => void) | undefined;
    const follow = () => {
      stop = followUnits(
        {
          all: (statuses) => {
            let changed = false;
            for (const [id, status] of Object.entries(statuses))
              changed = set(id, status) || changed;
            if (changed) recount();
          },
          one: (id, status) => {
            if (set(id, status)) recount();
          },
        },
        { pollMs: 15_000 },
      );
    };
    // Once the page has loaded and the browser is idle: on a phone's slow connection the feed's
    // first message (every unit's status) must not compete with the page's own pictures.
    let cancelIdle = () => {};
    const onLoad = () => {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === "function") {
        const id = window.requestIdleCallback(follow, { timeout: 3000 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(follow, 500);
        cancelIdle = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === "complete") onLoad();
    else window.addEventListener("load", onLoad, { once: true });
    return () => {
      window.removeEventListener("load", onLoad);
      cancelIdle();
      stop?.();
      clearTimeout(pending);
    };
  }, [locale, cellTemplate, statusWords, liveTemplate]);

  return (
    <p className="sr-only" aria-live="polite">
      {announcement}
    </p>
  );
}
