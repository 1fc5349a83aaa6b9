import { Circle, G, Path, Rect, Svg, Text, View } from "@react-pdf/renderer";
import { Fragment } from "react";
import {
  schematicProjection,
  siteMapGeometry,
} from "@/components/site/location/schematic-projection";
import type { LocationCopy, LocationFacts } from "@/content/location";
import type { BrochureContext } from "../context";
import { colors } from "../styles";

const { size: SIZE, origin: ORIGIN, maxKm, maxRadius, markerRadius } = siteMapGeometry;
const RINGS_KM = [5, 15, 45];
// As on /location: ring labels west-south-west of the site, where no place falls; places far out
// on the drawing stand alone, so they carry their name beside the number.
const LABEL_BEARING = (250 * Math.PI) / 180;
const NAMED_BEYOND = 150;

interface SiteMapProps {
  ctx: BrochureContext;
  facts: LocationFacts;
  copy: LocationCopy;
  /** Width and height of the square drawing in points. */
  size: number;
}

/**
 * The /location page's schematic map, drawn with the same projection in react-pdf's vector
 * primitives: sharp at any zoom, and its words set in the brochure's fonts (Chinese included)
 * as text laid over the drawing, since SVG text would fall back to the machine's fonts.
 */
export function SiteMap({ ctx, facts, copy, size }: SiteMapProps) {
  const scale = size / SIZE;
  const t = ctx.pages.location;
  const project = schematicProjection(facts.coordinates, ORIGIN, maxKm, maxRadius);
  const byId = new Map(
    facts.pointsOfInterest.map((poi) => [poi.id, project.point(poi.coordinates)]),
  );
  const path = (ids: string[], dx = 0) =>
    ids
      .map((id) => byId.get(id))
      .filter((p) => p !== undefined)
      .map((p, i) => `${i ? "L" : "M"}${(p.x + dx).toFixed(1)} ${p.y.toFixed(1)}`)
      .join(" ");
  const label = { fontFamily: ctx.fonts.body, color: colors.ink, position: "absolute" } as const;
  const at = (x: number) => x * scale;

  return (
    <View
      style={{
        width: size,
        height: size,
        backgroundColor: colors.white,
        border: `0.6 solid ${colors.line}`,
      }}
    >
      <Svg viewBox={`0 0 ${SIZE} ${SIZE}`} style={{ width: size, height: size }}>
        {RINGS_KM.map((km, i) => (
          <Circle
            key={km}
            cx={ORIGIN.x}
            cy={ORIGIN.y}
            r={project.radius(km)}
            fill={i === 0 ? colors.gold : "none"}
            fillOpacity={i === 0 ? 0.12 : 0}
            stroke={colors.line}
            strokeWidth={1.5}
          />
        ))}
        <Path
          d={path(["klia-terminal-1", "klia-expressway", "putrajaya", "kuala-lumpur"])}
          fill="none"
          stroke={colors.muted}
          strokeWidth={5}
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeOpacity={0.45}
        />
        <Path
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
          stroke={colors.goldText}
          strokeWidth={2.5}
          strokeDasharray="8 6"
          strokeLinecap="round"
        />
        {facts.pointsOfInterest.map((poi) => {
          const p = byId.get(poi.id);
          return p ? (
            <Circle
              key={poi.id}
              cx={p.x}
              cy={p.y}
              r={markerRadius}
              fill={colors.gold}
              stroke={colors.white}
              strokeWidth={3}
            />
          ) : null;
        })}
        <Rect
          x={ORIGIN.x - 11}
          y={ORIGIN.y - 11}
          width={22}
          height={22}
          transform={`rotate(45 ${ORIGIN.x} ${ORIGIN.y})`}
          fill={colors.navy}
          stroke={colors.gold}
          strokeWidth={4}
        />
        <G transform="translate(56 60)">
          <Path d="M0 -26 L9 4 L0 -2 L-9 4 Z" fill={colors.ink} />
        </G>
      </Svg>

      {RINGS_KM.map((km) => {
        const r = project.radius(km);
        const x = ORIGIN.x + r * Math.sin(LABEL_BEARING);
        const y = ORIGIN.y - r * Math.cos(LABEL_BEARING);
        return (
          <Text
            key={km}
            style={[
              label,
              {
                left: at(x) - 30,
                top: at(y) - 5,
                width: 60,
                textAlign: "center",
                fontSize: 7,
                color: colors.muted,
              },
            ]}
          >
            {t("ringLabel", { km })}
          </Text>
        );
      })}

      {facts.pointsOfInterest.map((poi, i) => {
        const p = byId.get(poi.id);
        if (!p) return null;
        const named = Math.hypot(p.x - ORIGIN.x, p.y - ORIGIN.y) > NAMED_BEYOND;
        const r = at(markerRadius);
        return (
          // A fragment, not a View: the labels are placed relative to the map, not to a wrapper.
          <Fragment key={poi.id}>
            <Text
              style={[
                label,
                {
                  left: at(p.x) - r,
                  top: at(p.y) - 4.6,
                  width: 2 * r,
                  textAlign: "center",
                  fontSize: 8,
                  fontWeight: 600,
                  color: colors.navy,
                },
              ]}
            >
              {i + 1}
            </Text>
            {named ? (
              <Text
                style={[
                  label,
                  { left: at(p.x) + r + 4, top: at(p.y) - 5, fontSize: 8, fontWeight: 600 },
                ]}
              >
                {copy.pointsOfInterest[poi.id]?.name}
              </Text>
            ) : null}
          </Fragment>
        );
      })}

      <Text
        style={[
          label,
          {
            right: size - at(ORIGIN.x - 24),
            top: at(ORIGIN.y) - 5.5,
            width: 120,
            textAlign: "right",
            fontSize: 9,
            fontWeight: 600,
          },
        ]}
      >
        {copy.placeName}
      </Text>
      <Text
        style={[
          label,
          { left: at(56) - 15, top: at(60 + 12), width: 30, textAlign: "center", fontSize: 8 },
        ]}
      >
        {t("north")}
      </Text>
    </View>
  );
}
