import { developerFacts } from "@/content/developer/facts";
import type { Env } from "../env-schema";
import { readEnv } from "../env-schema";

export interface ContactSettings {
  /** The sales team's email, as visitors and the brochure show it. */
  salesEmail: string;
  dataProtectionOfficer: { name: string; email: string; phone: string; notifiedOn: string };
}

/**
 * The contact details that differ per deployment: the environment's (CONTACT_EMAIL, DPO_NAME,
 * DPO_EMAIL, DPO_PHONE, DPO_NOTIFIED_ON) over the sample ones in content/developer/facts.ts.
 * Pages that are prerendered read them at build time.
 */
export function contactSettings(env: Env = readEnv()): ContactSettings {
  const dpo = developerFacts.dataProtectionOfficer;
  return {
    salesEmail: env.CONTACT_EMAIL ?? developerFacts.email,
    dataProtectionOfficer: {
      name: env.DPO_NAME ?? dpo.name,
      email: env.DPO_EMAIL ?? dpo.email,
      phone: env.DPO_PHONE ?? dpo.phone,
      notifiedOn: env.DPO_NOTIFIED_ON ?? dpo.notifiedOn,
    },
  };
}
