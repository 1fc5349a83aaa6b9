import { z } from "zod";
import { routing } from "@/i18n/routing";

const lead = z.object({
  registrationId: z.string(),
  locale: z.enum(routing.locales),
  duplicateOf: z.string().nullable(),
  createdAt: z.string(),
  salutationId: z.number(),
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  address: z.string(),
  channel: z.string(),
  unitTypes: z.array(z.string()),
});

export const mailPayload = lead.extend({ to: z.string() });
export const webhookPayload = z.object({ url: z.string(), lead: lead.passthrough() });

export type MailPayload = z.infer<typeof mailPayload>;
