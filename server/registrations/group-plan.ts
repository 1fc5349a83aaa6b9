import type { StoreJob } from "./group-commit";
import { personKeys, registrationRows, type RegistrationRows } from "./rows";
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

/** What a group writes: new registrations with everything they bring, and the bumps. */
export interface GroupWrite {
  rows: RegistrationRows[];
  bumps: FirstBump[];
}

export interface GroupPlan {
  jobs: PlannedJob[];
  write: GroupWrite;
}

interface Person {
  contactE164: string;
  emailNormalized: string;
}

const samePerson = (a: Person, b: KnownRegistration) =>
  a.contactE164 === b.contact_e164 || a.emailNormalized === b.email_normalized;

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * What a group writes, decided as if its registrations arrived one after another: a form post
 * already stored answers with its first id; a repeat links to the person's first registration,
 * whether that is in the database (`known`) or earlier in the same group.
 */
export function planGroup(jobs: StoreJob[], known: KnownRegistration[]): GroupPlan {
  const bySubmission = new Map<string, CreatedRegistration>();
  for (const row of known) {
    if (row.submission_key)
      bySubmission.set(row.submission_key, { id: row.id, duplicateOf: row.duplicate_of });
  }
  const firsts = known
    .filter((row) => row.duplicate_of === null)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const groupFirsts = new Map<string, RegistrationRows["registration"]>();
  const groupFirstKeys: KnownRegistration[] = [];
  const bumps = new Map<string, FirstBump>();

  const planned = jobs.map(({ registration, targets }): PlannedJob => {
    const key = registration.context.submissionKey;
    const stored = key ? bySubmission.get(key) : undefined;
    if (stored) return { kind: "stored", created: stored };

    const person = personKeys(registration);
    const first =
      firsts.find((row) => samePerson(person, row)) ??
      groupFirstKeys.find((row) => samePerson(person, row));
    const rows = registrationRows(registration, targets, first?.id ?? null);
    const { id, created_at } = rows.registration;
    if (key) bySubmission.set(key, { id, duplicateOf: first?.id ?? null });

    const firstInGroup = first && groupFirsts.get(first.id);
    if (!first) {
      groupFirsts.set(id, rows.registration);
      groupFirstKeys.push({
        id,
        duplicate_of: null,
        submission_key: key ?? null,
        contact_e164: person.contactE164,
        email_normalized: person.emailNormalized,
        created_at,
      });
    } else if (firstInGroup) {
      // Inserted by this same statement, so no UPDATE can see it: count the repeat in its row.
      firstInGroup.latest_at = later(firstInGroup.latest_at, created_at);
      firstInGroup.repeat_count = (firstInGroup.repeat_count ?? 0) + 1;
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
  return {
    jobs: planned,
    write: {
      rows: planned.flatMap((job) => (job.kind === "new" ? [job.rows] : [])),
      bumps: [...bumps.values()],
    },
  };
}
