import { getTranslations } from "next-intl/server";
import type { LocationCopy, LocationFacts } from "@/content/location";

interface PoiListProps {
  facts: LocationFacts;
  copy: LocationCopy;
}

/** The places on the map, numbered like its markers, with distance and travel time. */
export async function PoiList({ facts, copy }: PoiListProps) {
  const t = await getTranslations("Location");
  return (
    <ol className="divide-y divide-line border-y border-line">
      {facts.pointsOfInterest.map((poi, i) => {
        const words = copy.pointsOfInterest[poi.id];
        return (
          <li key={poi.id} className="grid grid-cols-[2rem_1fr_auto] items-baseline gap-x-4 py-4">
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center self-center rounded-full bg-accent text-sm font-bold text-on-accent"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold">
                <span className="sr-only">{i + 1}. </span>
                {words?.name}
              </p>
              <p className="mt-0.5 text-sm text-muted">
                {t("category", { category: poi.category })}
                {words?.note ? ` · ${words.note}` : ""}
              </p>
            </div>
            <p className="text-end">
              <span className="block font-display text-2xl leading-none font-semibold text-accent-text">
                {t("distance", { km: poi.distanceKm })}
              </span>
              <span className="mt-1 block text-sm whitespace-nowrap text-muted">
                {t("travel", { minutes: poi.travel.minutes, mode: poi.travel.mode })}
              </span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
