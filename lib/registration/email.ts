/**
 * The form of an address used to recognise the same person again: lower case and trimmed; for
 * Gmail also without dots and +tags, which Gmail ignores. Only for matching; we mail what they typed.
 */
export function normalizeEmail(email: string): string {
  const [local = "", domain = ""] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  if (domain === "gmail.com" || domain === "googlemail.com") {
    return `${local.split("+")[0]?.replace(/\./g, "")}@gmail.com`;
  }
  return `${local}@${domain}`;
}
