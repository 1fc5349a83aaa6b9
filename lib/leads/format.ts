import { channelLabels, type Channel } from "@/lib/registration/channels";

export const channelLabel = (channel: string) => channelLabels[channel as Channel] ?? channel;

export const localeLabels: Record<string, string> = {
  en: "English",
  zh: "Chinese",
  ms: "Malay",
};

export { sourceLabel, sourceLabels } from "./sources";
