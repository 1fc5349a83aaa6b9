/** A phone number in E.164 grouped for reading: +60 3-8787 1800, +60 12-387 1800. */
export function formatMalaysianPhone(e164: string): string {
  const match = /^\+60(1\d|\d)(\d{3,4})(\d{4})$/.exec(e164);
  return match ? `+60 ${match[1]}-${match[2]} ${match[3]}` : e164;
}
