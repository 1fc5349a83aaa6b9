import { View } from "@react-pdf/renderer";
import type { BrochureContext } from "../context";
import { colors } from "../styles";
import { Text } from "./text";

export interface GlanceRow {
  key: string;
  cells: string[];
}

/** A compact table beside a plan: small type, one line a row, column widths as given. */
export function GlanceTable({
  ctx,
  title,
  columns,
  rows,
}: {
  ctx: BrochureContext;
  title: string;
  columns: { label: string; width: string; align?: "left" | "right" }[];
  rows: GlanceRow[];
}) {
  const { type } = ctx;
  const cell = (index: number) => ({
    width: columns[index]?.width ?? "auto",
    textAlign: columns[index]?.align ?? ("left" as const),
    paddingRight: 6,
  });
  return (
    <View wrap={false}>
      <Text style={[type.subtitle, { marginBottom: 8 }]}>{title}</Text>
      <View
        style={{ flexDirection: "row", paddingBottom: 4, borderBottom: `0.8 solid ${colors.gold}` }}
      >
        {columns.map((column, index) => (
          <Text key={column.label} style={[type.eyebrow, { color: colors.muted }, cell(index)]}>
            {column.label}
          </Text>
        ))}
      </View>
      {rows.map((row) => (
        <View
          key={row.key}
          style={{
            flexDirection: "row",
            paddingVertical: 4,
            borderBottom: `0.6 solid ${colors.line}`,
          }}
        >
          {row.cells.map((content, index) => (
            <Text key={index} style={[type.small, { color: colors.ink }, cell(index)]}>
              {content}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
