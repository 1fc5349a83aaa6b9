import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Waits until the gallery's script has taken over its thumbnails. Before that a thumbnail is a
 * plain link to the picture's own page (which is right for a visitor, but not what a lightbox test
 * means to press).
 */
export async function galleryEnhanced(page: Page): Promise<void> {
  await expect(page.locator("#gallery-grid[data-enhanced]")).toHaveCount(1, { timeout: 20_000 });
}

/** The first opening downloads the lightbox's script: seconds on a loaded 2-core machine. */
export const LIGHTBOX_LOAD = { timeout: 20_000 };
