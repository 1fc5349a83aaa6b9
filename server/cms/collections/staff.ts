import type { CollectionConfig } from "payload";
import { deskSessionStrategy } from "../auth/desk-session";

/**
 * The desk's staff as the CMS sees them. Nobody signs in here: the desk's session (better-auth)
 * is the only sign-in, and this collection is a record of who edited, written by the strategy
 * from that session (server/cms/auth/desk-session.ts). No passwords, no second account to keep.
 */
export const Staff: CollectionConfig = {
  slug: "staff",
  dbName: "cms_staff",
  auth: { disableLocalStrategy: true, strategies: [deskSessionStrategy] },
  admin: { useAsTitle: "name", hidden: true },
  access: {
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: "id", type: "text", required: true },
    { name: "name", type: "text" },
    { name: "email", type: "email" },
    { name: "role", type: "text" },
  ],
};
