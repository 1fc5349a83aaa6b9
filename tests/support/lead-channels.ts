import type { LeadChannels } from "@/server/outbox/lead-channels";

/** A site with no sales mail, webhook or conversions configured (as `leadChannels` of no settings). */
export const channelsOff: LeadChannels = {
  salesEmail: undefined,
  webhookUrl: undefined,
  conversions: { meta: false, google: {} },
};
