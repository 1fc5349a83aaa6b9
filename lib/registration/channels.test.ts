import { describe, expect, it } from "vitest";
import { channelLabels, channels, parseChannel } from "./channels";

describe("parseChannel", () => {
  it.each(channels)("accepts the code %s", (code) => {
    expect(parseChannel(code)).toBe(code);
  });

  it.each(Object.entries(channelLabels))("accepts the old English label of %s", (code, label) => {
    expect(parseChannel(label)).toBe(code);
  });

  it.each([
    ["Family & friends", "family_friends"],
    ["family & friends", "family_friends"],
    ["FAMILY & FRIENDS", "family_friends"],
    ["  Family  &  friends ", "family_friends"],
    ["family friends", "family_friends"],
    ["social media", "social_media"],
    ["Social Media", "social_media"],
    ["SOCIAL_MEDIA", "social_media"],
    [" Newspaper ", "newspaper"],
    ["Others", "others"],
    ["Advertisement", "advertisement"],
  ])("maps %j to %s regardless of case and spacing", (value, code) => {
    expect(parseChannel(value)).toBe(code);
  });

  it.each(["", "   ", "television", "social", "friends", "website.com", "family and friends"])(
    "refuses the unknown channel %j",
    (value) => {
      expect(parseChannel(value)).toBeNull();
    },
  );
});
