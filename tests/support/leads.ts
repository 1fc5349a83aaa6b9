import type { Kysely } from "kysely";
import type { LeadFilter } from "@/lib/leads/filters";
import { leadFilterFor, type Viewer } from "@/server/access/leads";
import type { Database } from "@/server/db/schema";
import type { RegistrationContext } from "@/server/registrations/types";
import { createRegistration, validRegistration } from "./registrations";

let sequence = 0;

/** Stores a registration as the public form would, at a given time; returns its id. */
export async function registerLead(
  db: Kysely<Database>,
  fields: Record<string, unknown> = {},
  context: Partial<RegistrationContext> = {},
): Promise<string> {
  sequence += 1;
  const { id } = await createRegistration(
    db,
    {
      input: validRegistration({
        email: `buyer${sequence}@example.com`,
        contact: `+6012${String(1000000 + sequence).padStart(7, "0")}`,
        ...fields,
      }),
      context: { locale: "en", source: "web", ...context },
    },
    {},
  );
  return id;
}

/** A lead query's filter as the sales manager (an admin, who sees every lead) asks it. */
export const everyLead = (
  filter: LeadFilter = {},
  viewer: Viewer = { id: "test-admin", role: "admin" },
) => leadFilterFor(viewer, filter);
