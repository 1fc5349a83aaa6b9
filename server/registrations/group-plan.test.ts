import { describe, expect, it } from "vitest";
import { validRegistration } from "@/tests/support/registrations";
import type { StoreJob } from "./group-commit";
import { planGroup as planWithPeople, type KnownRegistration, type PlannedJob } from "./group-plan";
import { personKeys } from "./rows";

const planGroup = (jobs: StoreJob[], known: KnownRegistration[]) =>
  planWithPeople(
    jobs,
    jobs.map((job) => personKeys(job.registration)),
    known,
  );

const job = (contact: string, email: string, submissionKey?: string, minute = 0) => ({
  registration: {
    input: validRegistration({ contact, email }),
    context: {
      locale: "en" as const,
      source: "web" as const,
      submissionKey,
      now: new Date(Date.UTC(2026, 10, 3, 9, minute)),
    },
  },
  targets: {},
});

const known = (overrides: Partial<KnownRegistration>): KnownRegistration => ({
  id: "first",
  duplicate_of: null,
  submission_key: null,
  contact_e164: "+60123456789",
  email_normalized: "ahkow@example.com",
  created_at: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

const newRows = (job: PlannedJob | undefined) => {
  if (job?.kind !== "new") throw new Error("expected a new registration");
  return job.rows.registration;
};

describe("planGroup", () => {
  it("links a repeat to the person's earliest first registration, by number or by email", () => {
    const plan = planGroup(
      [job("012-345 6789", "new@example.com"), job("+65 9123 4567", "AhKow@example.com")],
      [known({ id: "later", created_at: "2026-11-02T00:00:00.000Z" }), known({ id: "first" })],
    );
    expect(plan.jobs.map((j) => newRows(j).duplicate_of)).toEqual(["first", "first"]);
    expect(plan.write.bumps).toEqual([
      { id: "first", latest_at: "2026-11-03T09:00:00.000Z", repeats: 2 },
    ]);
  });

  it("never links to a registration that is itself a repeat", () => {
    const plan = planGroup(
      [job("012-345 6789", "x@example.com")],
      [known({ id: "repeat", duplicate_of: "elsewhere" })],
    );
    expect(newRows(plan.jobs[0]).duplicate_of).toBeNull();
    expect(plan.write.bumps).toEqual([]);
  });

  it("links a repeat to a first registration earlier in the group and counts it in that row", () => {
    const plan = planGroup(
      [
        job("012-345 6789", "a@example.com", undefined, 1),
        job("0123456789", "b@example.com", undefined, 5),
      ],
      [],
    );
    const first = newRows(plan.jobs[0]);
    expect(newRows(plan.jobs[1]).duplicate_of).toBe(first.id);
    expect(first).toMatchObject({ repeat_count: 1, latest_at: "2026-11-03T09:05:00.000Z" });
    expect(plan.write.bumps).toEqual([]);
  });

  it("answers a form post already stored, or sent twice in the group, with the stored id", () => {
    const plan = planGroup(
      [
        job("012-345 6789", "a@example.com", "stored-post"),
        job("+65 9123 4567", "c@example.com", "twice"),
        job("+65 9123 4567", "c@example.com", "twice"),
      ],
      [known({ id: "stored", submission_key: "stored-post", duplicate_of: "first" })],
    );
    expect(plan.jobs[0]).toEqual({
      kind: "stored",
      created: { id: "stored", duplicateOf: "first" },
    });
    const twice = newRows(plan.jobs[1]);
    expect(plan.jobs[2]).toEqual({ kind: "stored", created: { id: twice.id, duplicateOf: null } });
  });
});
