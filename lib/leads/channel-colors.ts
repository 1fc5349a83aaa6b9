import type { Channel } from "@/lib/registration/channels";

/**
 * One colour per channel for the dashboard chart and its legend. Distinct hues (blue, teal, ochre,
 * rose, purple, grey) that each keep at least 4.5:1 against the light surface, so a bar or a legend
 * swatch reads as clearly as text; the legend and the data table carry the same information in words.
 */
export const channelColors: Record<Channel, string> = {
  website: "#1D4E89",
  social_media: "#0F7B6C",
  newspaper: "#8A6416",
  family_friends: "#B23A5B",
  advertisement: "#6A3A94",
  others: "#5F6672",
};
