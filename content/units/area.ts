export const SQFT_PER_SQM = 10.7639;

/** Square metres, rounded as sales material quotes them. */
export function toSquareMetres(sqft: number): number {
  return Math.round(sqft / SQFT_PER_SQM);
}
