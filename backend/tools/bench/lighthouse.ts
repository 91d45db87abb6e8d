/** Lighthouse scores (mobile emulation, the default) of pages on the running app, in Debian's Chromium. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The element Lighthouse took for the largest contentful paint (its selector), to know what to speed up. */
  lcpElement: string;
  /** Every script the page loaded during the run: Lighthouse only loads the page, it never interacts. */
  scriptUrls: string[];
  /** Audits that cost points (score below 1), for the report. */
  failing: string[];
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

/**
 * Each URL is measured `runs` times (the machine's load moves the performance score by several
 * points); the run with the median performance score is kept.
 */
export async function lighthouseScores(urls: string[], runs = 1): Promise<Map<string, LighthouseScores>> {
  // Both packages are ES modules only; this file is compiled to CommonJS.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const results = new Map<string, LighthouseScores>();
  try {
    for (const url of urls) {
      const attempts: LighthouseScores[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          // A run the browser could not complete (no paint, page crash): say so, keep no score from it.
          console.log(`${url}: Lighthouse run ${run + 1} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
        attempts.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: Math.round(Number(lhr.audits['first-contentful-paint']?.numericValue ?? 0)),
          lcpMs: Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
          // Lighthouse 13 reports the element in its LCP breakdown insight (older versions in its own audit).
          lcpElement: lcpElementOf(lhr.audits['lcp-breakdown-insight']?.details ?? lhr.audits['largest-contentful-paint-element']?.details),
          tbtMs: Math.round(Number(lhr.audits['total-blocking-time']?.numericValue ?? 0)),
          scriptUrls: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
            .map((a) => a.id),
        });
      }
      if (attempts.length === 0) throw new Error(`Lighthouse could not measure ${url} in ${runs} run(s)`);
      attempts.sort((a, b) => a.performance - b.performance);
      results.set(url, attempts[Math.floor(attempts.length / 2)]);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** The selector of the LCP element in Lighthouse's audit details (a table whose first item holds a node). */
function lcpElementOf(details: unknown): string {
  const found = JSON.stringify(details ?? {}).match(/"selector":"([^"]*)"/);
  return found?.[1] ?? 'unknown';
}
