/** Lighthouse scores (mobile emulation, the default) of pages on the running app, in Debian's Chromium. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function lighthouseScores(urls: string[]): Promise<Map<string, LighthouseScores>> {
  // Both packages are ES modules only; this file is compiled to CommonJS.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = new Map<string, LighthouseScores>();
  try {
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.set(url, {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
        tbtMs: Math.round(Number(lhr.audits['total-blocking-time']?.numericValue ?? 0)),
      });
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual')
        .map((a) => a.id);
      if (failing.length && process.env.BENCH_VERBOSE) console.log(`${url} audits below 1: ${failing.join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
