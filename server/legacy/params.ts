import { parseChannel } from "@/lib/registration/channels";
import { formFields } from "../http/read-body";

/** Old parameter names, matched case-insensitively, as old clients were not consistent. */
const names: Record<string, string> = {
  salutationid: "salutationId",
  userfullname: "name",
  usercontact: "contact",
  useremail: "email",
  useraddress: "address",
  userchannel: "channel",
};

/**
 * Old clients put everything in the query string (and a few in a form body). They sent no consent
 * fields: the old page only called the API after both consent boxes were ticked, so a call is consent.
 */
export function legacyRegistrationFields(
  url: URL,
  body: URLSearchParams | null,
): Record<string, unknown> {
  const raw = { ...formFields(url.searchParams), ...(body ? formFields(body) : {}) };
  const fields: Record<string, unknown> = { consentPersonalData: true, consentTerms: true };
  for (const [key, value] of Object.entries(raw)) {
    const name = names[key.toLowerCase()];
    if (name) fields[name] = value;
  }
  if (typeof fields.channel === "string")
    fields.channel = parseChannel(fields.channel) ?? fields.channel;
  return fields;
}
