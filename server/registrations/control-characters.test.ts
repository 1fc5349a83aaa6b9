import { describe, expect, it } from "vitest";
import { registrationContextSchema, registrationSchema } from "@/lib/registration/schema";
import { forEachDatabase } from "@/tests/support/databases";
import { createRegistration, formInput, prepareDatabase } from "@/tests/support/registrations";

// PostgreSQL refuses a NUL in text and SQLite stores it: before the schema stripped controls, a
// registration with one in its address was stored on SQLite and failed forever on PostgreSQL.
const hostile = formInput({
  name: "Tan\u0000 Ah\tKow",
  address: "12 Jalan\u0000 Ampang\n50450\u001b Kuala Lumpur\ud800",
  utmSource: "goo\u0000gle",
  utmMedium: "\u0000",
  utmCampaign: "launch\u0007",
  utmTerm: "sky\u009bhaven",
  utmContent: "banner\r\n1",
});
const visit = {
  referrer: "https://www.google.com/\u0000search",
  landingPage: `/landing?utm_source=goo\u0000gle&x=${"😀".repeat(300)}`,
  formToken: "key\u0000",
};

describe("a registration with control characters", () => {
  forEachDatabase((current) => {
    it("is stored, the same row on SQLite and PostgreSQL, without the control characters", async () => {
      const { db } = current();
      await prepareDatabase(db);
      const { id } = await createRegistration(
        db,
        {
          input: registrationSchema.parse(hostile),
          context: { locale: "en", source: "api", ...registrationContextSchema.parse(visit) },
        },
        {},
      );
      const row = await db
        .selectFrom("registrations")
        .select([
          "full_name",
          "address",
          "utm_source",
          "utm_medium",
          "utm_campaign",
          "utm_term",
          "utm_content",
          "referrer",
          "landing_page",
          "submission_key",
        ])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        full_name: "Tan Ah Kow",
        address: "12 Jalan Ampang\n50450 Kuala Lumpur",
        utm_source: "google",
        utm_medium: null,
        utm_campaign: "launch",
        utm_term: "skyhaven",
        utm_content: "banner 1",
        referrer: "https://www.google.com/search",
        // 500 UTF-16 units at most, cut between characters: the column holds it on both.
        landing_page: `/landing?utm_source=google&x=${"😀".repeat(235)}`,
        submission_key: null,
      });
    });
  });
});
