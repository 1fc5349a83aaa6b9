import { describe, expect, it } from "vitest";
import { slugFromUrl, urlWithSlug } from "./deep-link";

const slugs = ["arrival", "pool-deck", "sky-lounge"];

describe("slugFromUrl", () => {
  it("reads the picture from ?image=", () => {
    expect(slugFromUrl("?image=pool-deck", "", slugs)).toBe("pool-deck");
  });

  it("reads the picture from the hash, as people type it by hand", () => {
    expect(slugFromUrl("", "#sky-lounge", slugs)).toBe("sky-lounge");
  });

  it("ignores case and surrounding spaces", () => {
    expect(slugFromUrl("?image=%20Pool-Deck%20", "", slugs)).toBe("pool-deck");
  });

  it("prefers the query over the hash", () => {
    expect(slugFromUrl("?image=arrival", "#pool-deck", slugs)).toBe("arrival");
  });

  it("falls back to the hash when the query names no picture", () => {
    expect(slugFromUrl("?image=nope", "#pool-deck", slugs)).toBe("pool-deck");
  });

  it("returns null for unknown or missing pictures", () => {
    expect(slugFromUrl("?image=lobby", "", slugs)).toBeNull();
    expect(slugFromUrl("?utm_source=x", "#main", slugs)).toBeNull();
    expect(slugFromUrl("", "", slugs)).toBeNull();
  });
});

describe("urlWithSlug", () => {
  it("shows the picture's own page and keeps other parameters", () => {
    expect(urlWithSlug("/zh/gallery", "?utm_source=ad", "arrival")).toBe(
      "/zh/gallery/arrival?utm_source=ad",
    );
  });

  it("drops an old image parameter for the picture's page", () => {
    expect(urlWithSlug("/gallery", "?image=arrival", "pool-deck")).toBe("/gallery/pool-deck");
  });

  it("goes back to the gallery on close, leaving a clean address", () => {
    expect(urlWithSlug("/gallery", "?image=arrival", null)).toBe("/gallery");
    expect(urlWithSlug("/gallery", "?image=arrival&utm_medium=x", null)).toBe(
      "/gallery?utm_medium=x",
    );
  });
});
