import { getTranslations } from "next-intl/server";
import type { LocationCopy, LocationFacts } from "@/content/location";
import { schematicProjection, siteMapGeometry } from "./schematic-projection";

interface SiteMapProps {
  facts: LocationFacts;
  copy: LocationCopy;
}

const {
  size: SIZE,
  origin: ORIGIN,
  maxKm: MAX_KM,
  maxRadius: MAX_RADIUS,
  markerRadius,
} = siteMapGeometry;
const RINGS_KM = [5, 15, 45];
// Ring labels sit west-south-west of the site, where no place of interest falls.
// Places this far out on the drawing stand alone, so they carry their name beside the number.
const LABEL_BEARING = (250 * Math.PI) / 180;
const NAMED_BEYOND = 150;

/**
 * The map that always works: drawn on the server as SVG from the content's coordinates, so it
 * shows with no network, no tiles and no JavaScript. Markers are numbered like the list beside it.
 */
export async function SiteMap({ facts, copy }: SiteMapProps) {
  const t = await getTranslations("Location");
  const project = schematicProjection(facts.coordinates, ORIGIN, MAX_KM, MAX_RADIUS);
  const byId = new Map(
    facts.pointsOfInterest.map((poi) => [poi.id, project.point(poi.coordinates)]),
  );
  const path = (ids: string[], dx = 0) =>
    ids
      .map((id) => byId.get(id))
      .filter((p) => p !== undefined)
      .map((p, i) => `${i ? "L" : "M"}${(p.x + dx).toFixed(1)} ${p.y.toFixed(1)}`)
      .join(" ");
  const places = facts.pointsOfInterest
    .map((poi, i) => `${i + 1}. ${copy.pointsOfInterest[poi.id]?.name}`)
    .join("; ");

  return (
    <figure className="flex flex-col gap-4">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={t("siteMapLabel", { places })}
        className="aspect-square w-full rounded-brand border border-line bg-surface"
      >
        <g fill="none" className="stroke-line" strokeWidth="1.5">
          {RINGS_KM.map((km, i) => (
            <circle
              key={km}
              cx={ORIGIN.x}
              cy={ORIGIN.y}
              r={project.radius(km)}
              className={i === 0 ? "fill-accent/10" : undefined}
            />
          ))}
        </g>
        <g className="fill-muted" fontSize="17" textAnchor="middle">
          {RINGS_KM.map((km) => {
            const r = project.radius(km);
            return (
              <text
                key={km}
                x={ORIGIN.x + r * Math.sin(LABEL_BEARING)}
                y={ORIGIN.y - r * Math.cos(LABEL_BEARING)}
                dy="5"
                className="fill-muted [paint-order:stroke] stroke-surface"
                strokeWidth="6"
              >
                {t("ringLabel", { km })}
              </text>
            );
          })}
        </g>
        <path
          d={path(["klia-terminal-1", "klia-expressway", "putrajaya", "kuala-lumpur"])}
          fill="none"
          className="stroke-muted"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
          opacity="0.55"
        />
        <path
          d={path(
            [
              "klia-terminal-2",
              "klia-terminal-1",
              "salak-tinggi-station",
              "putrajaya",
              "kuala-lumpur",
            ],
            -7,
          )}
          fill="none"
          className="stroke-accent-text"
          strokeWidth="2.5"
          strokeDasharray="8 6"
          strokeLinecap="round"
        />
        <g fontSize="19" fontWeight="700" textAnchor="middle">
          {facts.pointsOfInterest.map((poi, i) => {
            const p = byId.get(poi.id);
            if (!p) return null;
            const named = Math.hypot(p.x - ORIGIN.x, p.y - ORIGIN.y) > NAMED_BEYOND;
            return (
              <g key={poi.id}>
                <circle
                  cx={p.x}
                  cy={p.y}
                  r={markerRadius}
                  className="fill-accent stroke-surface"
                  strokeWidth="3"
                />
                <text x={p.x} y={p.y} dy="6.5" className="fill-on-accent">
                  {i + 1}
                </text>
                {named && (
                  <text
                    x={p.x + markerRadius + 8}
                    y={p.y}
                    dy="6"
                    textAnchor="start"
                    fontWeight="600"
                    fontSize="18"
                    className="fill-fg [paint-order:stroke] stroke-surface"
                    strokeWidth="6"
                  >
                    {copy.pointsOfInterest[poi.id]?.name}
                  </text>
                )}
              </g>
            );
          })}
        </g>
        <g>
          <rect
            x={ORIGIN.x - 11}
            y={ORIGIN.y - 11}
            width="22"
            height="22"
            transform={`rotate(45 ${ORIGIN.x} ${ORIGIN.y})`}
            className="fill-fg stroke-accent"
            strokeWidth="4"
          />
          <text
            x={ORIGIN.x - 26}
            y={ORIGIN.y}
            dy="5"
            textAnchor="end"
            fontSize="21"
            fontWeight="600"
            className="fill-fg [paint-order:stroke] stroke-surface"
            strokeWidth="6"
          >
            {copy.placeName}
          </text>
        </g>
        <g transform="translate(56 60)" className="fill-fg" textAnchor="middle">
          <path d="M0 -26 L9 4 L0 -2 L-9 4 Z" />
          <text y="26" fontSize="17" fontWeight="700">
            {t("north")}
          </text>
        </g>
      </svg>
      <figcaption className="flex flex-col gap-3 text-sm text-muted">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="size-3 rotate-45 border-2 border-accent bg-fg" />
            {t("legendSite")}
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className="h-1.5 w-7 rounded-full bg-muted opacity-60" />
            {t("legendExpressway")}
          </li>
          <li className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="w-7 border-t-[3px] border-dashed border-accent-text"
            />
            {t("legendRail")}
          </li>
        </ul>
        <p>{t("siteMapNote")}</p>
      </figcaption>
    </figure>
  );
}
