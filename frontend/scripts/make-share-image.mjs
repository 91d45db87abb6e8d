// Renders public/share-card.png (1200x630), the Open Graph image, with Debian's Chromium.
// Run once after changing the card: `node scripts/make-share-image.mjs` (from frontend/).
// The card carries no business name, phone or address: those come from configuration.
import { chromium } from "@playwright/test";
import { fileURLToPath } from "node:url";

const out = fileURLToPath(new URL("../public/share-card.png", import.meta.url));
const house = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="112" height="112"><rect width="40" height="40" rx="8" fill="#fbf5f1"/><path d="M8 19 20 9l12 10v13H8V19Z" fill="#883a25"/><path d="M15 32v-8h10v8" fill="#fbf5f1"/><path d="M6 20 20 8l14 12" fill="none" stroke="#a5472a" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const claims = ["7-day shell install", "30-50% faster build", "20-30% savings", "R-24 to R-50 insulation"];
const html = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; font-family: "DejaVu Sans", sans-serif; color: #fbf5f1;
    background: linear-gradient(135deg, #5b2b21 0%, #883a25 55%, #a5472a 100%); padding: 64px 80px; position: relative; overflow: hidden; }
  .roof { position: absolute; right: -120px; bottom: -260px; width: 700px; height: 700px; border: 28px solid rgba(251,245,241,.08); transform: rotate(45deg); }
  .top { display: flex; align-items: center; gap: 36px; }
  .kicker { font-size: 26px; line-height: 1.5; letter-spacing: .12em; text-transform: uppercase; color: #f5e6dc; font-weight: bold; }
  h1 { margin-top: 40px; font-size: 64px; line-height: 1.1; font-weight: bold; letter-spacing: -0.01em; max-width: 1040px; }
  ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 18px; margin-top: 44px; max-width: 1040px; }
  li { font-size: 26px; font-weight: bold; background: #fbf5f1; color: #6f3224; padding: 12px 24px; border-radius: 999px; }
</style></head><body><div class="roof"></div>
  <div class="top">${house}<p class="kicker">St. Joseph, Missouri<br>Northwest &amp; central Missouri</p></div>
  <h1>Energy-efficient barndominiums &amp; SIP homes</h1>
  <ul>${claims.map((claim) => `<li>${claim}</li>`).join("")}</ul>
</body></html>`;

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
await page.setContent(html);
await page.screenshot({ path: out, type: "png" });
await browser.close();
console.log(`wrote ${out}`);
