import type { Page } from "@playwright/test";

/**
 * Shows pages as a browser without JavaScript would, while Playwright's own scripts (axe) still
 * run: with `javaScriptEnabled: false` axe cannot run at all. Every document arrives without its
 * `<script>` elements and every script file arrives empty, so nothing hydrates or marks `data-js`.
 */
export async function withoutPageScripts(page: Page): Promise<void> {
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() === "script") {
      await route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
      return;
    }
    if (request.resourceType() !== "document") {
      await route.continue();
      return;
    }
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({
      response,
      body: html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ""),
    });
  });
}
