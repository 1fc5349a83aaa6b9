/** Where the marketing team may show a promotion: where buyers decide. */
export const promotionPlacements = ["home", "landing", "layout", "availability"] as const;
export type PromotionPlacement = (typeof promotionPlacements)[number];

/** A published promotion in one language, as pages show it. */
export interface Promotion {
  id: string;
  title: string;
  summary: string;
  /** The conditions, in full: a lawyer signs what is shown, not a summary of it. */
  terms: string;
  startsAt: string;
  endsAt: string;
  placements: PromotionPlacement[];
}

/**
 * The promotions to show at `placement` at `now`: started, not yet ended, with every word
 * written in this language (a promotion half translated is not shown in that language), the
 * one ending soonest first.
 */
export function activePromotions(
  promotions: readonly Promotion[],
  placement: PromotionPlacement,
  now: Date,
): Promotion[] {
  const at = now.getTime();
  return promotions
    .filter(
      (promotion) =>
        promotion.placements.includes(placement) &&
        Date.parse(promotion.startsAt) <= at &&
        at < Date.parse(promotion.endsAt) &&
        [promotion.title, promotion.summary, promotion.terms].every((text) => text?.trim()),
    )
    .sort((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt));
}
