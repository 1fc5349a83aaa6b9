import { channelLabels, type Channel } from "@/lib/registration/channels";

const dateTime = new Intl.DateTimeFormat("en-MY", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kuala_Lumpur",
});

/** Times in the lead desk are shown in Malaysia time, where the sales team works. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

export const channelLabel = (channel: string) => channelLabels[channel as Channel] ?? channel;

export const localeLabels: Record<string, string> = {
  en: "English",
  zh: "Chinese",
  ms: "Malay",
};

export const sourceLabels: Record<string, string> = {
  web: "Website form",
  api: "API",
  legacy: "Old-site API",
};
