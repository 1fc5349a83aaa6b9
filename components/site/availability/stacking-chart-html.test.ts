import { describe, expect, it } from "vitest";
import { escapeHtml, stackingChartHtml, type ChartWords } from "./stacking-chart-html";

const words: ChartWords = {
  caption: 'Tower <A> & "B"',
  level: "Level",
  levelNumber: (level) => `Level ${level}`,
  position: (position) => `Position ${position}`,
  letter: (status) => status[0]!.toUpperCase(),
  cell: (unit) => `${unit.id}, type ${unit.typeCode}: ${unit.status}`,
};

const tower = {
  code: "A",
  floors: [
    {
      floor: 7,
      units: [
        { id: "A-07-01", typeCode: "A1", status: "available" as const },
        { id: "A-07-02", typeCode: "B<2>", status: "sold" as const },
      ],
    },
    { floor: 6, units: [{ id: "A-06-01", typeCode: "A1", status: "reserved" as const }] },
  ],
};

describe("the stacking chart's HTML", () => {
  it("escapes every value it writes", () => {
    expect(escapeHtml(`<b a="1">'&'</b>`)).toBe(
      "&lt;b a=&quot;1&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;",
    );
    const html = stackingChartHtml(tower as never, words);
    expect(html).toContain("Tower &lt;A&gt; &amp; &quot;B&quot;");
    expect(html).toContain("type B&lt;2&gt;: sold");
    expect(html).not.toContain("<A>");
  });

  it("is a table with a row per level, a column per position and a cell per suite", () => {
    const html = stackingChartHtml(tower as never, words);
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html.match(/<th scope="row"/g)).toHaveLength(2);
    expect(html).toContain('<td data-s="s"><span>A-07-02, type B&lt;2&gt;: sold</span></td>');
  });

  it("carries the status letters once, as CSS strings on the table, not in every cell", () => {
    const html = stackingChartHtml(tower as never, {
      ...words,
      letter: (status) => (status === "sold" ? 'S"\\' : status[0]!.toUpperCase()),
    });
    expect(html).toContain(
      'style="--letter-a:&quot;A&quot;;--letter-h:&quot;H&quot;;--letter-r:&quot;R&quot;;--letter-b:&quot;B&quot;;--letter-s:&quot;S\\&quot;\\\\&quot;"',
    );
    expect(html.match(/>S</g)).toBeNull();
  });
});
