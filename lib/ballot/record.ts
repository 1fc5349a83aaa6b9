/** Where the ballot stands: taking entries, closed with its hashes published, or drawn. */
export type BallotStatus = "open" | "committed" | "drawn";

export interface BallotPlace {
  position: number;
  reference: string;
  /** The selection slot in Malaysia time with its offset: `2026-12-12T10:00:00+08:00`. */
  slot: string;
}

/**
 * The public record, `GET /api/ballot` (DESIGN.md, "Launch day"), null where not yet known:
 * the entries count is live while open; both hashes from the commit; the seed and order from the
 * draw.
 */
export interface BallotRecord {
  status: BallotStatus;
  entries: number;
  entriesHash: string | null;
  seedHash: string | null;
  seed: string | null;
  order: BallotPlace[] | null;
}
