import { describe, expect, it } from "vitest";
import {
  chartColumns,
  escapeHtml,
  stackingChartHtml,
  type ChartWords,
} from "./stacking-chart-html";

const words: ChartWords = {
  caption: 'Tower <A> & "B"',
  level: "Level",
  levelNumber: (level) => `Level ${level}`,
  column: ({ position, typeCode }) => `Position ${position}, type ${typeCode}`,
  letter: (status) => status[0]!.toUpperCase(),
  cell: (unit) => `${unit.id}, type ${unit.typeCode}: ${unit.status}`,
  href: (unit) => `/zh/availability/${unit.id}`,
};

const tower = {
  code: "A",
  floors: [
    {
      floor: 7,
      units: [
        { id: "A-07-01", position: 1, typeCode: "A1", status: "available" as const, price: 1 },
        { id: "A-07-02", position: 2, typeCode: "B<2>", status: "sold" as const, price: 2 },
      ],
    },
    {
      floor: 6,
      units: [
        { id: "A-06-01", position: 1, typeCode: "A1", status: "reserved" as const, price: 3 },
      ],
    },
  ],
};

const facing = (code: string) => (code === "A1" ? "North-facing" : "South-facing");
const columns = chartColumns(tower, facing);

describe("the stacking chart's HTML", () => {
  it("escapes every value it writes", () => {
    expect(escapeHtml(`<b a="1">'&'</b>`)).toBe(
      "&lt;b a=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;",
    );
    const html = stackingChartHtml(tower, columns, words);
    expect(html).toContain("Tower &lt;A&gt; &amp; &quot;B&quot;");
    expect(html).toContain("type B&lt;2&gt;: sold");
    expect(html).not.toContain("<A>");
  });

  it("names each column by the type built there, under the way it faces", () => {
    expect(columns).toEqual([
      { position: 1, typeCode: "A1", facing: "North-facing" },
      { position: 2, typeCode: "B<2>", facing: "South-facing" },
    ]);
    const html = stackingChartHtml(tower, columns, words);
    expect(html).toContain('<th scope="colgroup" colspan="1"');
    expect(html).toContain(">North-facing</th>");
    expect(html).toContain(
      'aria-hidden="true" class="max-lg:[writing-mode:vertical-rl]">A1</span>',
    );
    expect(html).toContain('<span class="sr-only">Position 2, type B&lt;2&gt;</span>');
    expect(html).not.toMatch(/>0[12]</);
    // Without a facing for every column, no row of facings.
    expect(
      stackingChartHtml(
        tower,
        chartColumns(tower, () => undefined),
        words,
      ),
    ).not.toContain("colgroup");
  });

  it("is a table with a row per level and a cell per suite, each a link to the suite", () => {
    const html = stackingChartHtml(tower, columns, words);
    expect(html.match(/<tr>/g)).toHaveLength(4);
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(2);
    expect(html).toContain(
      '<td data-s="s"><a href="/zh/availability/A-07-02"><span>A-07-02, type B&lt;2&gt;: sold</span></a></td>',
    );
    expect(html.match(/<a href=/g)).toHaveLength(3);
  });

  it("carries the status letters once, as CSS strings on the table, not in every cell", () => {
    const html = stackingChartHtml(tower, columns, {
      ...words,
      letter: (status) => (status === "sold" ? 'S"\\' : status[0]!.toUpperCase()),
    });
    expect(html).toContain(
      'style="--letter-a:&quot;A&quot;;--letter-h:&quot;H&quot;;--letter-r:&quot;R&quot;;--letter-b:&quot;B&quot;;--letter-s:&quot;S\\&quot;\\\\&quot;"',
    );
    expect(html.match(/>S</g)).toBeNull();
  });
});
