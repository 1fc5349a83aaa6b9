import { telLink, whatsAppLink } from "@/lib/leads/contact-links";
import { channelLabel, localeLabels, sourceLabel } from "@/lib/leads/format";
import type { LeadRegistration } from "@/server/leads/detail";
import { DefinitionList, type Definition } from "./definition-list";
import { formatDateTime } from "@/lib/time/malaysia";

interface RegistrationCardProps {
  registration: LeadRegistration;
  heading: string;
  erased: boolean;
}

/** The cookie banner's answer as the desk reads it: "analytics refused, advertising given (2026-11)". */
function cookieChoice(choice: LeadRegistration["cookieChoice"]): string {
  if (choice.analytics === null && choice.advertising === null) return "none made";
  const word = (value: boolean | null) => (value ? "given" : "refused");
  return `analytics ${word(choice.analytics)}, advertising ${word(choice.advertising)} (version ${choice.version ?? "?"})`;
}

export function RegistrationCard({ registration: r, heading, erased }: RegistrationCardProps) {
  const a = r.attribution;
  return (
    <section
      id={`r-${r.id}`}
      aria-labelledby={`h-${r.id}`}
      className="grid gap-5 rounded-brand border border-line bg-surface p-5"
    >
      <h2 id={`h-${r.id}`} className="text-lg font-semibold">
        {heading} <span className="font-normal text-muted">· {formatDateTime(r.createdAt)}</span>
      </h2>
      <DefinitionList
        items={[
          ["Name", `${r.salutation} ${r.name}`],
          [
            "Mobile",
            erased ? (
              r.contactRaw
            ) : (
              <>
                <a href={telLink(r.contactE164)} className="underline underline-offset-4">
                  {r.contactRaw}
                </a>{" "}
                <span className="text-muted">({r.contactE164})</span> ·{" "}
                <a
                  href={whatsAppLink(r.contactE164, r.locale, r.name)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline underline-offset-4"
                >
                  WhatsApp
                </a>
              </>
            ),
          ],
          [
            "Email",
            erased ? (
              r.email
            ) : (
              <a href={`mailto:${r.email}`} className="underline underline-offset-4">
                {r.email}
              </a>
            ),
          ],
          ["Address", r.address || "—"],
          ["Unit types", r.unitTypes.join(", ")],
          ...(r.unit ? [["Unit", r.unit] satisfies Definition] : []),
          ["Heard via", channelLabel(r.channel)],
          ["Language", localeLabels[r.locale] ?? r.locale],
          ["Source", sourceLabel(r.source)],
          ...(r.agent ? [["Agent", r.agent] satisfies Definition] : []),
          ...(r.enteredBy ? [["Entered by", r.enteredBy] satisfies Definition] : []),
        ]}
      />
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Consent</h3>
        <DefinitionList
          items={[
            [
              "Personal data notice",
              `version ${r.consent.noticeVersion}, agreed ${formatDateTime(r.consent.personalDataAt)}`,
            ],
            [
              "Terms and conditions",
              `version ${r.consent.termsVersion}, agreed ${formatDateTime(r.consent.termsAt)}`,
            ],
            ["Shown in", localeLabels[r.consent.locale] ?? r.consent.locale],
            ["Cookie choice", cookieChoice(r.cookieChoice)],
          ]}
        />
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">Where they came from</h3>
        <DefinitionList
          items={[
            ["UTM source / medium", [a.utmSource, a.utmMedium].filter(Boolean).join(" / ")],
            ["UTM campaign", a.utmCampaign],
            ["UTM term / content", [a.utmTerm, a.utmContent].filter(Boolean).join(" / ")],
            ["Referrer", a.referrer],
            ["Landing page", a.landingPage],
            // Only the ids the visit brought: most registrations have none.
            ...Object.entries(a.clickIds).flatMap(([name, value]): [string, string][] =>
              value ? [[name, value]] : [],
            ),
          ]}
        />
      </div>
    </section>
  );
}
