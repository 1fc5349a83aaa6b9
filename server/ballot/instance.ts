import "server-only";
import { authSecret } from "../auth/secret";
import { env } from "../env";

/** The secret buyers' ballot links are signed with: the site's AUTH_SECRET. */
export const ballotSecret = (): string => authSecret(env);
