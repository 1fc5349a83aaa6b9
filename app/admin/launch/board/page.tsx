import type { Metadata } from "next";
import { LaunchBoard } from "@/components/admin/launch/launch-board";
import { unitTypeCodes } from "@/content/units/codes";
import { requirePermission } from "@/server/access/guard";
import { getDb } from "@/server/db/client";
import { calledNumbers } from "@/server/launch/called-numbers";
import { loadSummary } from "@/server/units/summary";

export const metadata: Metadata = { title: "Launch board" };

/**
 * The sales gallery's big screen, full-screen without the desk's navigation (outside the (desk)
 * group), for staff who may view the launch. The page gives the state as of now; the board
 * follows the live feed from there.
 */
export default async function LaunchBoardPage() {
  await requirePermission("launch.view");
  const db = getDb();
  const [summary, called] = await Promise.all([loadSummary(db), calledNumbers(db)]);
  return <LaunchBoard towers={summary.towers} typeCodes={unitTypeCodes} called={called} />;
}
