import { buildAll } from "./lib/build";
import { buildSiteUrlWarning } from "./lib/site-url-warning";

// `npm run build`: the production build a release ships (Next.js in .next, the compiled server,
// worker, migrations and admin CLI in dist/). SITE_URL is baked into canonical links, the sitemap
// and the brochures, so build with the public address. Migrations are a separate step, once per
// release: `npm run db:migrate` (or `node dist/migrate.mjs`).
const warning = buildSiteUrlWarning(process.env.SITE_URL || "http://localhost:3000");
if (warning) console.warn(`\n${warning}\n`);
try {
  await buildAll();
} catch (error) {
  // next build has said what failed; a stack trace of the launcher adds nothing.
  console.error(
    `\nThe build failed: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
  );
  process.exit(1);
}
