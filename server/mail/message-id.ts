import type { Env } from "../env-schema";

/** A host name with at least one dot and a letter in its last label: not `localhost`, not an IP. */
const FULL_DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}$/i;

export const isFullDomain = (host: string): boolean => FULL_DOMAIN.test(host);

/** Kept only when nothing configured names a full domain (RFC 2606 reserves `.invalid`). */
const LAST_RESORT = "skyhaven-suites.invalid";

/**
 * The right-hand side of our Message-IDs: MAIL_DOMAIN, else SITE_URL's host, else the sender's
 * domain, whichever is first a full domain name. Mail systems and spam filters look down on
 * `<id@localhost>` or a bare word, and a domain of ours keeps ids from colliding with another's.
 */
export function messageIdDomain(env: Pick<Env, "MAIL_DOMAIN" | "SITE_URL" | "MAIL_FROM">): string {
  const fromAddress = /@([^>\s]+)>?\s*$/.exec(env.MAIL_FROM)?.[1] ?? "";
  const candidates = [env.MAIL_DOMAIN ?? "", new URL(env.SITE_URL).hostname, fromAddress];
  return candidates.map((host) => host.toLowerCase()).find(isFullDomain) ?? LAST_RESORT;
}

/** A stable id per outbox entry lets mail systems drop a repeat sent after a crash. */
export const outboxMessageId = (entryId: string, domain: string): string =>
  `<${entryId}@${domain}>`;
