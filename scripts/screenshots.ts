import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "@/tests/support/chromium";

// `npx tsx scripts/screenshots.ts [baseURL] [path…]`: full-page PNGs at phone and desktop widths,
// light and dark, into screenshots/ (ignored by git), for looking at what we build.
const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/", "/zh", "/ms"];
const widths = [390, 1280];
const modes = ["light", "dark"] as const;

const browser = await chromium.launch(chromiumLaunchOptions);
mkdirSync("screenshots", { recursive: true });
for (const width of widths) {
  for (const mode of modes) {
    const page = await browser.newPage({
      viewport: { width, height: width < 600 ? 844 : 800 },
      deviceScaleFactor: 1,
    });
    await page.addInitScript((themeMode) => {
      localStorage.setItem(
        "settings",
        JSON.stringify({ themeMode, themeDirection: "ltr", themeColorPresets: "default" }),
      );
    }, mode);
    for (const path of targets) {
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      // Scroll through once so lazy images below the fold load, as they would for a reader.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const file = `screenshots/${path.replace(/\W+/g, "_") || "_"}-${width}-${mode}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
