/** Rounds ringgit to the sen, half away from zero (the way a bank statement rounds). */
export function toSen(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 + 1e-7);
  return (Math.sign(amount) * cents) / 100 || 0;
}
