import { sql, type RawBuilder } from "kysely";
import {
  ASSIGNMENT_RULE_KEY,
  LANGUAGE_ACTOR,
  ROUND_ROBIN_ACTOR,
} from "@/lib/leads/assignment-rule";

/** What a rotation step returns: the rotation moved (`all` or `lang:<locale>`) and the new owner. */
export interface RotationStep {
  key: string;
  last_staff_id: string | null;
}

/**
 * Active sales staff (`u`, with their profile `p`) in the rotation whose key is `keyRef`: everyone
 * for `all`, the speakers of `locale` for any other key.
 */
const eligible = (keyRef: RawBuilder<unknown>, locale: string) => sql`
  from staff_users u left join staff_profiles p on p.staff_id = u.id
  where u.role = 'sales' and not coalesce(u.banned, false)
    and (${keyRef} = 'all' or (',' || coalesce(p.languages, '') || ',') like ${`%,${locale},%`})`;

/**
 * Gives the next owner for a new lead in `locale`, inside the caller's transaction (one statement,
 * the same on SQLite and PostgreSQL). It reads the rule, picks the rotation (the lead's language
 * when the rule is "language" and someone active speaks it, else everyone), and moves that
 * rotation's row to the next active salesperson after the last one, in id order, wrapping round.
 *
 * The row is the queue: on PostgreSQL a second transaction moving it waits for the first to commit,
 * and ON CONFLICT DO UPDATE then evaluates the move against the committed row (not its snapshot), so
 * two new leads on two instances always get consecutive turns. SQLite runs one write transaction at
 * a time. With the rule off it writes (and locks) nothing and returns no row; with nobody eligible
 * the owner it returns is null. The price on PostgreSQL: while the rule is on, new leads' commits
 * queue on that row (measured 600 new leads, 30 at a time: about 290-370/s against 340-530/s off).
 */
export function rotationStep(locale: string): RawBuilder<RotationStep> {
  const speakers = eligible(sql.lit(`lang:${locale}`), locale);
  const pool = (keyRef: RawBuilder<unknown>) => eligible(keyRef, locale);
  return sql<RotationStep>`
    insert into lead_rotations (key, last_staff_id)
    select pick.key, (select u.id ${pool(sql.ref("pick.key"))} order by u.id limit 1)
    from (
      select case when s.value = 'language' and exists (select 1 ${speakers})
                  then ${`lang:${locale}`} else 'all' end as key
      from desk_settings s
      where s.key = ${ASSIGNMENT_RULE_KEY} and s.value in ('round_robin', 'language')
    ) as pick
    where true
    on conflict (key) do update set last_staff_id = coalesce(
      (select u.id ${pool(sql.ref("lead_rotations.key"))}
         and u.id > lead_rotations.last_staff_id order by u.id limit 1),
      (select u.id ${pool(sql.ref("lead_rotations.key"))} order by u.id limit 1))
    returning key, last_staff_id`;
}

/** The timeline's actor for an automatic assignment, from the rotation's key. */
export const rotationActor = (key: string) => (key === "all" ? ROUND_ROBIN_ACTOR : LANGUAGE_ACTOR);
