// Renders shell/public/og-image.png (1200x630, the default share image) from the HTML design below,
// with the system Chromium: `node shell/scripts/render-og-image.mjs`. Re-run after changing the design.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'og-image.png');

const html = `<!doctype html><html><head><style>
  * { box-sizing: border-box; margin: 0; }
  body { width: 1200px; height: 630px; overflow: hidden; font-family: Inter, 'DejaVu Sans', system-ui, sans-serif; color: #e8edf7;
    background: radial-gradient(900px 500px at 90% -10%, rgba(52,211,153,.28), transparent),
                radial-gradient(700px 420px at -5% 110%, rgba(96,165,250,.25), transparent), #0b1120; }
  .wrap { padding: 72px 80px; height: 100%; display: flex; flex-direction: column; }
  .logo { display: flex; align-items: center; gap: 18px; font-size: 40px; font-weight: 800; }
  .mark { width: 64px; height: 64px; border-radius: 16px; background: #34d399; color: #04140d; display: grid; place-items: center; font-size: 40px; }
  h1 { margin-top: 44px; font-size: 66px; line-height: 1.05; letter-spacing: -2px; max-width: 940px; }
  h1 em { font-style: normal; color: #34d399; }
  p { margin-top: 24px; font-size: 28px; color: #a3afc7; }
  .chips { margin-top: auto; display: flex; gap: 16px; }
  .chip { padding: 12px 22px; border-radius: 999px; border: 2px solid #26324d; background: #111a2e; font-size: 24px; font-weight: 600; }
</style></head><body><div class="wrap">
  <div class="logo"><span class="mark">P</span>Pitchside</div>
  <h1>Where athletes, creators and brands <em>make deals</em></h1>
  <p>The sponsorship marketplace: verified deals, AI matching and one inbox.</p>
  <div class="chips"><span class="chip">Athletes</span><span class="chip">Artists</span><span class="chip">Creators</span><span class="chip">Brands</span></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.screenshot({ path: out, type: 'png' });
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
