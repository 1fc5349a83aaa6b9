import { authSecret } from "../auth/secret";
import { cmsConfig } from "./config";

const databaseUrl = process.env.DATABASE_URL || "file:./data/skyhaven.db";

// The configuration Next.js (app/(payload)) and the payload command line load; the same
// environment as the rest of the site.
export default cmsConfig({
  databaseUrl,
  secret: authSecret({
    AUTH_SECRET: process.env.AUTH_SECRET || undefined,
    DATABASE_URL: databaseUrl,
  }),
});
