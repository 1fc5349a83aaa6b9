import { ensureAuthSecret } from "../auth/secret";
import { cmsConfig } from "./config";

// The configuration Next.js (app/(payload)) and the payload command line load; the same
// environment as the rest of the site.
export default cmsConfig({
  databaseUrl: process.env.DATABASE_URL || "file:./data/skyhaven.db",
  secret: process.env.AUTH_SECRET || ensureAuthSecret(),
});
