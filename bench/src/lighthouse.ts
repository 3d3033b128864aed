// Lighthouse on the built portal (issue 11): performance and accessibility, mobile and desktop,
// of the sign-in page and of each role's first screen, signed in through the real sign-in page.
// Build first (npm run build); this starts the portal on a fresh embedded database itself.
import { spawn } from 'node:child_process';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { findChromium } from '../../scripts/find-chromium.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3400);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = 'demo-Pass-2026';

/** The screens measured: the sign-in page signed out, and each role's landing screen. */
const SCREENS = [
  { name: '/ (sign-in page)', path: '/', login: null },
  { name: '/client/1 (agent)', path: '/client/1', login: 'agent@example.com' },
  { name: '/ad (client services)', path: '/ad', login: 'cs@example.com' },
  // The channel editor: its schedule week view, section links and territory (issue 36).
  {
    name: 'channel editor (agent)',
    path: '/leads/create-channel/1/web',
    login: 'agent@example.com',
  },
] as const;

/** LIGHTHOUSE_ONLY=text measures only the screens whose name contains the text. */
const only = process.env.LIGHTHOUSE_ONLY;

async function startPortal() {
  const portal = spawn('node', ['scripts/e2e-server.mjs'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, E2E_PORT: String(PORT) },
    stdio: 'ignore',
    // Its own process group, so that stopping it stops the API server it starts too.
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`${ORIGIN}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return portal;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stopPortal(portal);
  throw new Error(`the portal did not start on ${ORIGIN}`);
}

function stopPortal(portal: ReturnType<typeof spawn>) {
  if (portal.pid) process.kill(-portal.pid, 'SIGTERM');
}

async function signIn(page: Page, email: string, path: string) {
  await page.goto(`${ORIGIN}${path}`);
  await page.waitForSelector('input[name="email"], input[type="email"]');
  await page.type('input[name="email"], input[type="email"]', email);
  await page.type('input[type="password"]', PASSWORD);
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.click('button[type="submit"]'),
  ]);
  await page.waitForFunction("!location.pathname.startsWith('/oidc')", { timeout: 30_000 });
}

async function measure(browser: Browser, screen: (typeof SCREENS)[number], desktop: boolean) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (screen.login) await signIn(page, screen.login, screen.path);
  const result = await lighthouse(
    `${ORIGIN}${screen.path}`,
    {
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
      logLevel: 'error',
    },
    desktop ? desktopConfig : undefined,
    page,
  );
  await context.close();
  const lhr = result?.lhr;
  const score = (id: string) => Math.round((lhr?.categories[id]?.score ?? 0) * 100);
  const failing = (lhr?.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const details = lhr?.audits[ref.id]?.details as
        { items?: { node?: { snippet?: string } }[] } | undefined;
      const nodes = (details?.items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? '');
      return `${ref.id} ${nodes.join(' ')}`.trim();
    });
  // The metrics behind the performance score, so a low score says where its time went.
  const metric = (id: string) => lhr?.audits[id]?.displayValue ?? '-';
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
    .map(metric)
    .concat(`CLS ${metric('cumulative-layout-shift')}`)
    .join(', ');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    failing,
    metrics,
  };
}

const portal = await startPortal();
const browser = await puppeteer.launch({
  executablePath: findChromium(),
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  console.log('Lighthouse 12 on the built portal (performance mobile / desktop, accessibility):');
  for (const screen of SCREENS.filter((s) => !only || s.name.includes(only))) {
    const mobile = await measure(browser, screen, false);
    const desktop = await measure(browser, screen, true);
    console.log(
      `  ${screen.name.padEnd(26)} performance ${mobile.performance} / ${desktop.performance}, accessibility ${mobile.accessibility}`,
    );
    console.log(`    mobile: ${mobile.metrics}; desktop: ${desktop.metrics}`);
    if (mobile.failing.length > 0)
      console.log(`    accessibility audits failing: ${mobile.failing.join('; ')}`);
  }
} finally {
  await browser.close();
  stopPortal(portal);
}
