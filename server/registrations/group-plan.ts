import type { StoreJob } from "./group-commit";
import { registrationRows, type Person, type RegistrationRows } from "./rows";
import type { CreatedRegistration } from "./types";

/** A registration already in the database that a group's jobs may point at. */
export interface KnownRegistration {
  id: string;
  duplicate_of: string | null;
  submission_key: string | null;
  contact_e164: string;
  email_normalized: string;
  created_at: string;
}

export type PlannedJob =
  { kind: "stored"; created: CreatedRegistration } | { kind: "new"; rows: RegistrationRows };

/** A first registration that repeats in the group bring back to the top of the sales list. */
export interface FirstBump {
  id: string;
  latest_at: string;
  repeats: number;
}

/** What a group writes, table by table, and the bumps of earlier first registrations. */
export interface GroupWrite {
  registrations: RegistrationRows["registration"][];
  unitTypes: RegistrationRows["unitTypes"];
  outbox: RegistrationRows["outbox"];
  audit: RegistrationRows["audit"][];
  bumps: FirstBump[];
}

export interface GroupPlan {
  jobs: PlannedJob[];
  write: GroupWrite;
}

/** A first registration a later one in the group can repeat: in the database, or in the group. */
interface First {
  person: Person;
  /** Set when the first is written by this group: its repeats are counted in its own row. */
  row?: RegistrationRows["registration"];
  id: string;
}

const samePerson = (a: Person, b: Person) =>
  a.contactE164 === b.contactE164 || a.emailNormalized === b.emailNormalized;

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What a group writes, decided as if its registrations arrived one after another: a form post
 * already stored answers with its first id; a repeat links to the person's first registration,
 * whether that is in the database (`known`) or earlier in the same group. `people` holds each
 * job's matching keys, in job order.
 */
export function planGroup(
  jobs: StoreJob[],
  people: Person[],
  known: KnownRegistration[],
): GroupPlan {
  const bySubmission = new Map<string, CreatedRegistration>();
  for (const row of known) {
    if (row.submission_key)
      bySubmission.set(row.submission_key, { id: row.id, duplicateOf: row.duplicate_of });
  }
  // Earliest first: the database's, oldest to newest, then the group's in arrival order.
  const firsts: First[] = known
    .filter((row) => row.duplicate_of === null)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((row) => ({
      id: row.id,
      person: { contactE164: row.contact_e164, emailNormalized: row.email_normalized },
    }));
  const bumps = new Map<string, FirstBump>();

  const planned = jobs.map(({ registration, targets }, index): PlannedJob => {
    const key = registration.context.submissionKey;
    const stored = key ? bySubmission.get(key) : undefined;
    if (stored) return { kind: "stored", created: stored };

    const person = people[index] as Person;
    const first = firsts.find((candidate) => samePerson(person, candidate.person));
    const rows = registrationRows(registration, targets, person, first?.id ?? null);
    const { id, created_at } = rows.registration;
    if (key) bySubmission.set(key, { id, duplicateOf: first?.id ?? null });

    if (!first) {
      firsts.push({ id, person, row: rows.registration });
    } else if (first.row) {
      // Inserted by this same statement, so no UPDATE can see it: count the repeat in its row.
      first.row.latest_at = later(first.row.latest_at, created_at);
      first.row.repeat_count = (first.row.repeat_count ?? 0) + 1;
    } else {
      const bump = bumps.get(first.id) ?? { id: first.id, latest_at: created_at, repeats: 0 };
      bumps.set(first.id, {
        ...bump,
        latest_at: later(bump.latest_at, created_at),
        repeats: bump.repeats + 1,
      });
    }
    return { kind: "new", rows };
  });

  const rows = planned.flatMap((job) => (job.kind === "new" ? [job.rows] : []));
  return {
    jobs: planned,
    write: {
      registrations: rows.map((r) => r.registration),
      unitTypes: rows.flatMap((r) => r.unitTypes),
      outbox: rows.flatMap((r) => r.outbox),
      audit: rows.map((r) => r.audit),
      bumps: [...bumps.values()],
    },
  };
}
