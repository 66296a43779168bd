const { chromium } = require('/work/wt/polish/node_modules/playwright');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const base = 'http://localhost:8400';
  const shot = async (ctx, path, name, wait = 3500) => { const p = await ctx.newPage(); await p.goto(base + path); await p.waitForTimeout(wait); await p.screenshot({ path: `/tmp/polish-probe/${name}.png`, fullPage: false }); await p.close(); };
  const mk = async (w, h, email) => {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    await ctx.addInitScript(() => localStorage.setItem('onboarding_snoozed_until', new Date(Date.now() + 86400000).toISOString()));
    if (email) { const p = await ctx.newPage(); await p.goto(base + '/auth'); const f = p.getByRole('form', { name: 'Sign in' }); await f.getByLabel('Email').fill(email); await f.getByLabel('Password', { exact: true }).fill('Pitchside123!'); await f.getByRole('button', { name: 'Sign In' }).click(); await p.getByRole('button', { name: 'Account menu' }).waitFor(); await p.close(); }
    return ctx;
  };
  const anon = await mk(1280, 800);
  await shot(anon, '/', 'landing-1280');
  const brand = await mk(1280, 900, 'brand@pitchside.dev');
  await shot(brand, '/deals', 'deals-brand-1280');
  await shot(brand, '/brand-dashboard', 'dash-brand-1280');
  const athPhone = await mk(375, 800, 'athlete@pitchside.dev');
  await shot(athPhone, '/marketplace/applications', 'apps-375');
  await shot(athPhone, '/deals', 'deals-athlete-375');
  await shot(athPhone, process.argv[2] || '/kit/jordan', 'kit-375');
  await browser.close();
})();
