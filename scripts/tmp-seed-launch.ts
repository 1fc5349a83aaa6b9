import { connect } from "@/server/db/connect";
import { holdUnit } from "@/server/launch/hold";
import { bookHold, approveBooking } from "@/server/launch/booking";
import { joinWaitlist } from "@/server/launch/waitlist";

const { db } = connect("file:./data/e2e.db");
const staff = await db
  .selectFrom("staff_users")
  .select(["id", "name"])
  .where("email", "=", "shot-admin@skyhaven.example")
  .executeTakeFirstOrThrow();
const leads = await db
  .selectFrom("registrations")
  .select("id")
  .where("duplicate_of", "is", null)
  .where("erased_at", "is", null)
  .limit(12)
  .execute();
const units = await db
  .selectFrom("units")
  .select("id")
  .where("status", "=", "available")
  .where("tower", "=", "B")
  .limit(12)
  .execute();
const actor = { id: staff.id, name: staff.name };
for (let i = 0; i < 8; i++) {
  const held = await holdUnit(db, {
    unitId: units[i]!.id,
    leadId: leads[i]!.id,
    staffId: staff.id,
    actor,
    minutes: 5 + i * 3,
  });
  if (!held.ok) continue;
  if (i >= 3)
    await bookHold(
      db,
      held.claim.id,
      { fee: 5000, method: "transfer", reference: `MBB-${1000 + i}` },
      actor,
    );
  if (i >= 6) await approveBooking(db, held.claim.id, actor);
}
await joinWaitlist(db, { typeCode: "C1A", leadId: leads[9]!.id, actor });
await joinWaitlist(db, { typeCode: "C1A", leadId: leads[10]!.id, actor });
await db.destroy();
