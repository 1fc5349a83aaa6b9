import "server-only";
import { ensureAuthSecret } from "../auth/secret";
import { env } from "../env";

/** The secret buyers' ballot links are signed with: the site's AUTH_SECRET. */
export const ballotSecret = (): string => env.AUTH_SECRET ?? ensureAuthSecret();
