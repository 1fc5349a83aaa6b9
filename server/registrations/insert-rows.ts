import { sql, type Kysely, type RawBuilder } from "kysely";
import { closedLeadStatuses, reopenedLeadStatus } from "@/lib/leads/statuses";
import { isPostgres } from "../db/dialect";
import type { Database } from "../db/schema";
import { rotationActor, rotationStep, type RotationStep } from "../leads/rotation";
import {
  LEAD_ALERT_COLUMNS,
  leadAlertRows,
  queueLeadAlerts,
  type AlertEvent,
  type AlertTarget,
} from "../outbox/lead-alerts";
import type { RegistrationRows } from "./rows";

/** The timeline's actor for "registered again": the buyer, whose name the lead page shows. */
export const BUYER_ACTOR = "Buyer";
/** The audit log's actor for automatic assignment. */
export const ASSIGNMENT_AUDIT_ACTOR = "system:assignment";

const closed = sql.join(closedLeadStatuses.map((status) => sql.lit(status)));

/**
 * The columns a repeat changes on its first registration: the latest activity (arrival order
 * across instances is not clock order, so the later of the two times), the count, and, when the
 * repeat may reopen (it is not spam) and the lead is closed, the status. `reopened_by` names the
 * repeat that reopened it, so the statement's own result says whether this repeat did (a
 * concurrent repeat, which PostgreSQL re-evaluates against the committed row, finds the lead open
 * and leaves it). Every right-hand side reads the row as it was before this update.
 */
function bumpFirst(at: string, repeatId: string, reopens: boolean) {
  const reopen = reopens ? sql<boolean>`status in (${closed})` : sql<boolean>`1 = 0`;
  return {
    latest_at: sql<string>`case when latest_at < ${at} then ${at} else latest_at end`,
    repeat_count: sql<number>`repeat_count + 1`,
    status: sql<string>`case when ${reopen} then ${reopenedLeadStatus} else status end`,
    reopened_by: sql<string | null>`case when ${reopen} then ${repeatId} else reopened_by end`,
    reopened_from: sql<string | null>`case when ${reopen} then status else reopened_from end`,
  };
}

/** The rotation's key for a lead its salesperson entered (and so owns) at the desk. */
const DESK_KEY = "desk";

const noRotation = sql<RotationStep>`select null as key, null as last_staff_id where 1 = 0`;

/**
 * Inserts one registration's rows and updates its person's lead, inside the caller's transaction:
 * a first registration gets its owner from the rotation (when the desk assigns automatically); a
 * repeat brings its first registration back to the top of the sales list, reopens it if closed,
 * and says so in the timeline. On PostgreSQL that is one statement (its parts are sub-statements
 * of one INSERT), so a registration costs one round trip here instead of eight; on SQLite, which
 * runs in-process, plain statements cost nothing extra.
 */
export async function insertRows(
  trx: Kysely<Database>,
  rows: RegistrationRows,
  duplicateOf: string | null,
): Promise<void> {
  if (isPostgres(trx)) return insertOnPostgres(trx, rows, duplicateOf);
  const { registration, lead } = rows;
  const at = registration.created_at;
  let owner: RotationStep | undefined;
  const deskOwner = lead.kind === "first" ? lead.assign.owner : undefined;
  if (deskOwner) owner = { key: DESK_KEY, last_staff_id: deskOwner.id };
  else if (lead.kind === "first") {
    owner = (await rotationStep(registration.locale).execute(trx)).rows[0];
  }
  await trx
    .insertInto("registrations")
    .values({ ...registration, owner_id: owner?.last_staff_id ?? null })
    .execute();
  if (rows.unitTypes.length)
    await trx.insertInto("registration_unit_types").values(rows.unitTypes).execute();
  if (rows.outbox.length) await trx.insertInto("outbox").values(rows.outbox).execute();
  await trx.insertInto("audit_log").values(rows.audit).execute();
  if (lead.kind === "first") {
    const ownerId = owner?.last_staff_id ?? null;
    await queueLeadAlerts(
      trx,
      sql`select ${registration.id} as lead_id, ${ownerId} as owner_id`,
      alertEvent(rows, "new"),
    );
  }
  if (lead.kind === "first" && owner?.last_staff_id) {
    await trx
      .insertInto("lead_events")
      .values({
        id: lead.assign.eventId,
        registration_id: registration.id,
        at,
        actor_id: deskOwner?.id ?? null,
        actor_name: deskOwner?.name ?? rotationActor(owner.key),
        kind: "assigned",
        from_status: null,
        to_status: null,
        note: null,
        from_owner_id: null,
        to_owner_id: owner.last_staff_id,
      })
      .execute();
    await trx
      .insertInto("audit_log")
      .values({
        id: lead.assign.auditId,
        at,
        actor: deskOwner ? `staff:${deskOwner.id}` : ASSIGNMENT_AUDIT_ACTOR,
        action: "lead.assign",
        entity: "registration",
        entity_id: registration.id,
        details: JSON.stringify(
          deskOwner
            ? { from: null, to: owner.last_staff_id, entered: true }
            : { from: null, to: owner.last_staff_id, rotation: owner.key },
        ),
      })
      .execute();
  }
  if (duplicateOf) {
    const first = await trx
      .updateTable("registrations")
      .set(bumpFirst(at, registration.id, lead.kind === "repeat"))
      .where("id", "=", duplicateOf)
      .returning(["status", "reopened_by", "reopened_from", "owner_id"])
      .executeTakeFirst();
    if (!first || lead.kind !== "repeat") return;
    const reopened = first.reopened_by === registration.id;
    if (reopened) {
      await queueLeadAlerts(
        trx,
        sql`select ${duplicateOf} as lead_id, ${first.owner_id} as owner_id`,
        alertEvent(rows, "reopened"),
      );
    }
    await trx
      .insertInto("lead_events")
      .values({
        id: lead.eventId,
        registration_id: duplicateOf,
        at,
        actor_id: null,
        actor_name: BUYER_ACTOR,
        kind: "registered",
        from_status: reopened ? first.reopened_from : null,
        to_status: reopened ? first.status : null,
        note: null,
        from_owner_id: null,
        to_owner_id: null,
      })
      .execute();
  }
}

function alertEvent({ registration }: RegistrationRows, kind: AlertEvent["kind"]): AlertEvent {
  return {
    registrationId: registration.id,
    at: registration.created_at,
    name: registration.full_name,
    locale: registration.locale,
    kind,
  };
}

/**
 * Who hears of this registration on PostgreSQL, from the statement's own CTEs: a first
 * registration's owner is the rotation's pick (null: unassigned); a repeat alerts only when its
 * own update reopened the lead, to the lead's owner. Spam alerts nobody.
 */
function alertTarget({ registration, lead }: RegistrationRows): AlertTarget {
  if (lead.kind === "first") {
    return sql`select cast(${registration.id} as text) as lead_id,
                 (select last_staff_id from rotation) as owner_id`;
  }
  if (lead.kind === "repeat") {
    return sql`select id as lead_id, owner_id from first_bumped
               where reopened_by = ${registration.id}`;
  }
  return sql`select cast(null as text) as lead_id, cast(null as text) as owner_id where 1 = 0`;
}

async function insertOnPostgres(
  trx: Kysely<Database>,
  rows: RegistrationRows,
  duplicateOf: string | null,
): Promise<void> {
  const { registration, lead } = rows;
  const at = registration.created_at;
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const assign = lead.kind === "first" ? lead.assign : null;
  const deskOwner = assign?.owner;
  // A salesperson's own entry is theirs: the rotation is neither asked nor advanced.
  const rotation: RawBuilder<RotationStep> = deskOwner
    ? sql<RotationStep>`select ${DESK_KEY} as key, cast(${deskOwner.id} as text) as last_staff_id`
    : assign
      ? rotationStep(registration.locale)
      : noRotation;
  const repeat = lead.kind === "repeat" ? lead : null;
  const logRepeat = repeat ? sql`1 = 1` : sql`1 = 0`;
  await trx
    // Kysely puts a raw expression into the CTE as it is: the parentheses are ours to write.
    .with("rotation", () => sql<RotationStep>`(${rotation})`)
    .with("registration_added", (q) =>
      q
        .insertInto("registrations")
        .values({
          ...registration,
          owner_id: sql<string | null>`(select last_staff_id from rotation)`,
        })
        .returning("id"),
    )
    .with("first_bumped", (q) =>
      q
        .updateTable("registrations")
        .set(bumpFirst(at, registration.id, repeat !== null))
        .where("id", "=", duplicateOf ?? "")
        .returning(["id", "status", "reopened_by", "reopened_from", "owner_id"]),
    )
    .with("repeat_logged", (q) =>
      q
        .insertInto("lead_events")
        .columns(["id", "registration_id", "at", "actor_name", "kind", "from_status", "to_status"])
        .expression(
          sql`select ${repeat?.eventId ?? ""}, id, ${at}, ${BUYER_ACTOR}, 'registered',
                case when reopened_by = ${registration.id} then reopened_from end,
                case when reopened_by = ${registration.id} then status end
              from first_bumped where ${logRepeat}`,
        )
        .returning("id"),
    )
    .with("assignment_logged", (q) =>
      q
        .insertInto("lead_events")
        .columns(["id", "registration_id", "at", "actor_id", "actor_name", "kind", "to_owner_id"])
        .expression(
          sql`select ${assign?.eventId ?? ""}, ${registration.id}, ${at},
                cast(${deskOwner?.id ?? null} as text),
                case when key = ${DESK_KEY} then ${deskOwner?.name ?? ""}
                     when key = 'all' then ${rotationActor("all")} else ${rotationActor("lang")} end,
                'assigned', last_staff_id
              from rotation where last_staff_id is not null`,
        )
        .returning("id"),
    )
    .with("assignment_audited", (q) =>
      q
        .insertInto("audit_log")
        .columns(["id", "at", "actor", "action", "entity", "entity_id", "details"])
        .expression(
          sql`select ${assign?.auditId ?? ""}, ${at},
                ${deskOwner ? `staff:${deskOwner.id}` : ASSIGNMENT_AUDIT_ACTOR}, 'lead.assign',
                'registration', ${registration.id},
                (case when key = ${DESK_KEY}
                      then json_build_object('from', null, 'to', last_staff_id, 'entered', true)
                      else json_build_object('from', null, 'to', last_staff_id, 'rotation', key)
                 end)::text
              from rotation where last_staff_id is not null`,
        )
        .returning("id"),
    )
    .with("alerts_added", (q) =>
      q
        .insertInto("outbox")
        .columns([...LEAD_ALERT_COLUMNS])
        .expression(
          leadAlertRows(trx, alertTarget(rows), alertEvent(rows, repeat ? "reopened" : "new")),
        )
        .returning("id"),
    )
    .with("unit_types_added", (q) =>
      q
        .insertInto("registration_unit_types")
        .columns(["registration_id", "unit_type"])
        .expression(
          sql`select registration_id, unit_type from jsonb_to_recordset(${json(rows.unitTypes)})
                as u(registration_id varchar, unit_type varchar)`,
        )
        .returning("unit_type"),
    )
    .with("outbox_added", (q) =>
      q
        .insertInto("outbox")
        .columns([
          "id",
          "created_at",
          "topic",
          "registration_id",
          "payload",
          "next_attempt_at",
          "dedupe_key",
        ])
        .expression(
          sql`select id, created_at, topic, registration_id, payload, next_attempt_at, dedupe_key
                from jsonb_to_recordset(${json(rows.outbox)}) as o(
                  id varchar, created_at varchar, topic varchar, registration_id varchar,
                  payload text, next_attempt_at varchar, dedupe_key varchar)`,
        )
        .returning("id"),
    )
    .insertInto("audit_log")
    .values(rows.audit)
    .execute();
}
