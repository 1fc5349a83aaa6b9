import { PHASE_PRODUCTION_BUILD } from "next/constants";

/**
 * Whether this process reads the CMS: a running Next.js server does; `next build` (which may have
 * no database) and code outside Next.js (unit tests) use the seeded typed content instead.
 */
export const readsCms = () =>
  process.env.NEXT_RUNTIME !== undefined && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;
