import { z } from "zod";
import { salutations } from "@/content/salutations";

/** A lead as the Graph API returns it (`GET /{leadgen_id}`): the form's answers by field name. */
export const metaLead = z.object({
  id: z.string().regex(/^\d{1,30}$/),
  created_time: z.string().optional(),
  field_data: z
    .array(z.object({ name: z.string(), values: z.array(z.string()).default([]) }))
    .default([]),
  custom_disclaimer_responses: z
    .array(z.object({ checkbox_key: z.string().optional(), is_checked: z.string().optional() }))
    .optional(),
  ad_id: z.string().optional(),
  campaign_name: z.string().optional(),
  adset_name: z.string().optional(),
  platform: z.string().optional(),
});
export type MetaLead = z.infer<typeof metaLead>;

const first = (lead: MetaLead, ...names: string[]) =>
  names
    .map((name) => lead.field_data.find((field) => field.name === name)?.values[0]?.trim())
    .find(Boolean);

/** The salutation a form's "salutation" question names (Mr, Mrs…), else the list's first. */
function salutationId(answer: string | undefined): number {
  const wanted = answer?.toLowerCase().replace(/\./g, "");
  const match = salutations.find((s) => s.code === wanted || s.label.en.toLowerCase() === wanted);
  return (match ?? salutations[0])?.id ?? 1;
}

/**
 * The registration a Lead Ads form submission makes, for the same schema as the site's form.
 * Meta's lead form shows the privacy policy the buyer accepts to submit: both consents. Advertising
 * (server-side conversions back to Meta and Google) only when the form's custom consent checkbox
 * was ticked; otherwise none is recorded and none is sent. The campaign becomes the UTM fields.
 */
export function leadRegistration(lead: MetaLead): Record<string, unknown> {
  const name =
    first(lead, "full_name") ??
    [first(lead, "first_name"), first(lead, "last_name")].filter(Boolean).join(" ");
  const ticked = lead.custom_disclaimer_responses?.some((r) => r.is_checked === "1");
  return {
    salutationId: salutationId(first(lead, "salutation", "title")),
    name,
    contact: first(lead, "phone_number", "phone") ?? "",
    email: first(lead, "email") ?? "",
    channel: "social_media",
    consentPersonalData: true,
    consentTerms: true,
    utmSource: lead.platform === "ig" ? "instagram" : "facebook",
    utmMedium: "lead_ads",
    utmCampaign: lead.campaign_name,
    utmContent: lead.adset_name,
    ...(ticked ? { consentAdvertising: true } : {}),
  };
}
