import type { Access } from "payload";

/**
 * Who may use the CMS is decided by the desk's policy (`content.edit`, server/access/policy.ts):
 * the sign-in strategy lets only such staff in, so here a signed-in user is an editor. Public
 * pages read published content through the local API on the server, which skips these checks.
 */
export const editorsOnly: Access = ({ req }) => Boolean(req.user);
