import type { Env } from "../env-schema";
import { conversionTargets, type ConversionTargets } from "../conversions/targets";
import type { NotificationTargets } from "./entries";

/** Every channel, each named even when it is off, so no caller can leave one out by omission. */
export interface LeadChannels extends NotificationTargets {
  salesEmail: string | undefined;
  webhookUrl: string | undefined;
  conversions: ConversionTargets;
}

/**
 * Every channel a new lead is delivered to, as the settings configure them: the sales mail, the
 * CRM webhook and the server-side conversions. The one place that decides it, asked by every way a
 * lead is born (form, API, legacy, desk, agent, booking, Lead Ads): a source that built its own set
 * once left bookings out of the webhook, and Lead Ads out of the mail and webhook.
 */
export function leadChannels(env: Env): LeadChannels {
  return {
    salesEmail: env.SALES_NOTIFY_EMAIL,
    webhookUrl: env.LEAD_WEBHOOK_URL,
    conversions: conversionTargets(env),
  };
}
