import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
const sizes = [];
page.on("response", async (r) => { if (r.request().resourceType() === "script") { const b = await r.body().catch(() => Buffer.alloc(0)); sizes.push([r.url().split("/").pop(), b.length, r.headers()["content-encoding"] ?? "", Number(r.headers()["content-length"] ?? 0)]); } });
await page.goto("http://localhost:3200" + (process.argv[2] ?? "/"), { waitUntil: "networkidle" });
sizes.sort((a, b) => b[1] - a[1]);
console.log(sizes.map((s) => s.join(" ")).join("\n"), "\ntotal raw", sizes.reduce((n, s) => n + s[1], 0));
await browser.close();
