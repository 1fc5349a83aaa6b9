import { everyLead } from "@/tests/support/leads";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import { registerLead } from "@/tests/support/leads";
import { prepareDatabase } from "@/tests/support/registrations";
import type { Database } from "../db/schema";
import { UTF8_BOM } from "./csv";
import { exportLeadsCsv, exportSize } from "./export";
import { malaysiaStamp } from "@/lib/time/malaysia";

/** A small RFC 4180 reader, enough to prove the file reads back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

async function collect(generator: AsyncGenerator<string>) {
  const chunks: string[] = [];
  for await (const chunk of generator) chunks.push(chunk);
  return chunks;
}

/** Reads the export as a spreadsheet would: BOM first, then records keyed by header. */
function records(chunks: string[]) {
  const bytes = Buffer.concat([Buffer.from(UTF8_BOM), ...chunks.map((c) => Buffer.from(c))]);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header = [], ...rows] = parseCsv(bytes.toString("utf8").slice(1));
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
}

async function insertMany(db: Kysely<Database>, count: number) {
  const base = Date.UTC(2026, 0, 1);
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(base + i * 60_000).toISOString();
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      created_at: at,
      salutation_id: 1,
      full_name: `Buyer ${i}`,
      contact_raw: `012${String(i).padStart(7, "0")}`,
      contact_e164: `+6012${String(i).padStart(7, "0")}`,
      email: `b${i}@example.com`,
      email_normalized: `b${i}@example.com`,
      address: "1 Jalan Ampang",
      channel: "website",
      locale: "en",
      consent_personal_data_at: at,
      consent_terms_at: at,
      consent_notice_version: "2026-01",
      consent_terms_version: "2026-01",
      consent_locale: "en",
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      referrer: null,
      landing_page: null,
      source: "web" as const,
      duplicate_of: null,
      submission_key: null,
      latest_at: at,
      erased_at: null,
    };
  });
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto("registrations")
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

describe("malaysiaStamp", () => {
  it("shows UTC times in Malaysia time", () => {
    expect(malaysiaStamp("2026-11-21T18:30:00.000Z")).toBe("2026-11-22 02:30:00");
    expect(malaysiaStamp(null)).toBe("");
  });
});

describe("the lead export", () => {
  forEachDatabase((current) => {
    it("writes the filter's people with their repeats, and reads back with a BOM", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const first = await registerLead(
        db,
        {
          name: "陈美玲",
          email: "meiling@example.com",
          address: '=1+2 Jalan Bukit Bintang, "Tower" A\n50200 KL',
          unitTypes: ["A1"],
          utmSource: "facebook",
        },
        { locale: "zh", now: new Date("2026-11-01T02:00:00Z"), landingPage: "/zh/register" },
      );
      const repeat = await registerLead(
        db,
        { name: "陈美玲", email: "meiling@example.com", unitTypes: ["D5"] },
        { locale: "zh", now: new Date("2026-11-03T02:00:00Z") },
      );
      await registerLead(db, { name: "Ahmad Faizal", channel: "newspaper" }, { locale: "ms" });

      const chunks = await collect(exportLeadsCsv(db, everyLead({ locale: "zh" })));
      expect(chunks.join("").startsWith(UTF8_BOM)).toBe(false);
      const rows = records(chunks);
      expect(rows.map((r) => r["Registration ID"])).toEqual([first, repeat]);
      expect(rows[0]).toMatchObject({
        Name: "陈美玲",
        Address: '\'=1+2 Jalan Bukit Bintang, "Tower" A\n50200 KL',
        "Created at (MYT)": "2026-11-01 10:00:00",
        "Repeat of (first registration ID)": "",
        "Unit types": "A1",
        Language: "zh",
        Status: "New",
        Salutation: "Mr",
        "Heard of us through": "Website",
        "UTM source": "facebook",
        "Landing page": "/zh/register",
        // Spaced, so a spreadsheet keeps it as text; only "+", digits and spaces: no formula.
        "Contact (E.164)": expect.stringMatching(/^\+60 \d{2} \d{3,4} \d{4}$/),
      });
      expect(rows[1]).toMatchObject({
        "Repeat of (first registration ID)": first,
        "Unit types": "D5",
      });
      expect(await exportSize(db, everyLead({ locale: "zh" }))).toEqual({ people: 1, rows: 2 });
    });

    it("streams 2,500 rows in several chunks, each person exactly once", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await insertMany(db, 2500);
      const progress = { rows: 0 };
      const chunks = await collect(exportLeadsCsv(db, everyLead({}), { progress }));
      // The header, then three batches of at most 1,000 people.
      expect(chunks.length).toBe(4);
      const rows = records(chunks);
      expect(rows).toHaveLength(2500);
      expect(new Set(rows.map((r) => r["Registration ID"])).size).toBe(2500);
      expect(rows[0]?.Name).toBe("Buyer 2499");
      expect(rows.at(-1)?.Name).toBe("Buyer 0");
      expect(progress.rows).toBe(2500);
      expect(await exportSize(db, everyLead({}))).toEqual({ people: 2500, rows: 2500 });
    });
  });
});
