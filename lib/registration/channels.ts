/** How a buyer heard of the development: the old form's six options, by stable code. */
export const channels = [
  "social_media",
  "newspaper",
  "website",
  "family_friends",
  "advertisement",
  "others",
] as const;
export type Channel = (typeof channels)[number];

/** The old site's English labels; legacy clients may send these instead of codes. */
export const channelLabels: Record<Channel, string> = {
  social_media: "Social Media",
  newspaper: "Newspaper",
  website: "Website",
  family_friends: "Family & friends",
  advertisement: "Advertisement",
  others: "Others",
};

/** Accepts a code or the old English label, in any case and spacing. */
export function parseChannel(value: string): Channel | null {
  const key = value.trim().toLowerCase().replace(/\s+/g, " ");
  return (
    channels.find(
      (c) => c === key.replace(/[ &]+/g, "_") || channelLabels[c].toLowerCase() === key,
    ) ?? null
  );
}
