import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { ReactNode } from "react";
import type { BrochureContext } from "../context";
import { colors } from "../styles";

export interface SpecColumn {
  label: string;
  /** Share of the table's width, e.g. "20%", or points. */
  width: string | number;
  align?: "left" | "right";
}

export interface SpecGroup {
  key: string;
  /** Optional heading above the group's rows (a unit category, a floor). */
  title?: string;
  /** One entry per column: a string, or a react-pdf element such as a plan thumbnail. */
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * A specification table that may run over several pages: rows never split, a group's heading
 * never sits alone at the foot of a page, and the column labels start every group.
 */
export function SpecTable({
  ctx,
  columns,
  groups,
}: {
  ctx: BrochureContext;
  columns: SpecColumn[];
  groups: SpecGroup[];
}) {
  const { type } = ctx;
  const cell = (column: SpecColumn | undefined) => ({
    width: column?.width ?? "auto",
    paddingRight: 10,
    textAlign: column?.align ?? ("left" as const),
  });
  return (
    <View>
      {groups.map((group) => (
        <View key={group.key} style={{ marginTop: 18 }}>
          <View minPresenceAhead={60} wrap={false}>
            {group.title ? (
              <Text style={[type.subtitle, { marginBottom: 8 }]}>{group.title}</Text>
            ) : null}
            <View
              style={{
                flexDirection: "row",
                paddingBottom: 5,
                borderBottom: `0.8 solid ${colors.gold}`,
              }}
            >
              {columns.map((column) => (
                <Text
                  key={column.label}
                  style={[type.eyebrow, { color: colors.muted }, cell(column)]}
                >
                  {column.label}
                </Text>
              ))}
            </View>
          </View>
          {group.rows.map((row) => (
            <View
              key={row.key}
              wrap={false}
              style={{
                flexDirection: "row",
                alignItems: "center",
                paddingVertical: 6,
                borderBottom: `0.6 solid ${colors.line}`,
              }}
            >
              {row.cells.map((content, index) => (
                <View key={index} style={cell(columns[index])}>
                  {typeof content === "string" || typeof content === "number" ? (
                    <Text style={[type.body, { color: colors.ink }]}>{content}</Text>
                  ) : (
                    content
                  )}
                </View>
              ))}
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}
