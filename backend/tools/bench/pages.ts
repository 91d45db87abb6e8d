import { AIMS, jsAimBytes, printAims, type AimCheck } from './aims';
import { kb, table } from './format';
import { lighthouseScores } from './lighthouse';
import { scriptsInHtml, scriptWeight } from './page-weight';

/**
 * The pages the front-end figures are measured on: the quiz (/), the hub, the contact page, a city
 * page, a content page, an article, the plan catalogue and a plan. BENCH_PAGES="/a,/b" measures others.
 */
export const BENCH_PAGES = process.env.BENCH_PAGES?.split(',')
  .map((p) => p.trim())
  .filter(Boolean) ?? ['/', '/unlock', '/contact', '/liberty', '/sip-info', '/blog/why-sips-pay-off', '/designs', '/designs/rose-mount'];

/**
 * JavaScript before interaction and Lighthouse (mobile) for each page.
 *
 * The JavaScript is every script the page loads while Lighthouse loads it without interacting:
 * modules the HTML declares plus chunks loaded during hydration (a content page's body, say), not
 * the ones loaded on demand later (tooltip, toaster, forms). With BENCH_LIGHTHOUSE=0 only the
 * modules the HTML declares are counted, a lower bound. BENCH_LIGHTHOUSE_RUNS (default 3) runs per
 * page; the run with the median performance score is reported.
 */
export async function reportPages(appUrl: string, pages: readonly string[] = BENCH_PAGES): Promise<AimCheck[]> {
  const lighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const scores = lighthouse
    ? await lighthouseScores(
        pages.map((p) => appUrl + p),
        runs,
      )
    : new Map();
  const checks: AimCheck[] = [];
  const check = (page: string, figure: string, value: number, aim: number, unit: string, most: boolean) =>
    checks.push({
      figure: `${page}: ${figure}`,
      measured: `${value}${unit}`,
      aim: `${most ? '≤' : '≥'} ${aim}${unit}`,
      met: most ? value <= aim : value >= aim,
    });

  const weights: string[][] = [];
  for (const page of pages) {
    const urls = scores.get(appUrl + page)?.scriptUrls ?? (await scriptsInHtml(appUrl, page));
    const js = await scriptWeight(urls);
    weights.push([page, String(js.files), kb(js.rawBytes), kb(js.gzipBytes), kb(jsAimBytes(page))]);
    checks.push({
      figure: `${page}: JavaScript before interaction (gzip)`,
      measured: kb(js.gzipBytes),
      aim: `≤ ${kb(jsAimBytes(page))}`,
      met: js.gzipBytes <= jsAimBytes(page),
    });
  }
  console.log(
    `\nJavaScript loaded before the visitor interacts (${lighthouse ? 'every script of the Lighthouse load' : 'modules declared in the HTML only, a lower bound'})\n`,
  );
  console.log(table(['page', 'files', 'raw', 'gzip -9', 'aim (gzip)'], weights));

  if (!lighthouse) return checks;
  const aims = AIMS.pages;
  const scoreRows = pages.map((p) => {
    const s = scores.get(appUrl + p)!;
    check(p, 'Lighthouse performance', s.performance, aims.minPerformance, '', false);
    check(p, 'LCP', s.lcpMs, aims.maxLcpMs, ' ms', true);
    check(p, 'accessibility', s.accessibility, aims.minAccessibility, '', false);
    check(p, 'best practices', s.bestPractices, aims.minBestPractices, '', false);
    check(p, 'SEO', s.seo, aims.minSeo, '', false);
    return [p, String(s.performance), String(s.accessibility), String(s.bestPractices), String(s.seo), `${s.fcpMs} ms`, `${s.lcpMs} ms`, `${s.tbtMs} ms`];
  });
  console.log(
    `\nLighthouse, mobile, median of ${runs} run(s) (aims: performance ≥ ${aims.minPerformance}, accessibility / best practices / SEO ≥ ${aims.minAccessibility} / ${aims.minBestPractices} / ${aims.minSeo}, LCP ≤ ${aims.maxLcpMs} ms)\n`,
  );
  console.log(table(['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT'], scoreRows));
  console.log('\nAudits below full marks:');
  for (const p of pages) console.log(`  ${p}: ${scores.get(appUrl + p)!.failing.join(', ') || 'none'}`);
  console.log('\nLargest contentful paint element:');
  for (const p of pages) console.log(`  ${p}: ${scores.get(appUrl + p)!.lcpElement}`);
  return checks;
}

// `node backend/dist-tools/tools/bench/pages.js http://localhost:3000`: only this report, against a running app.
if (require.main === module) {
  reportPages(process.argv[2] ?? 'http://localhost:3000').then(
    (checks) => {
      process.exitCode = printAims(checks) ? 1 : 0;
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
