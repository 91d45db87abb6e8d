import { table } from './format';

/**
 * Every aim `make bench` checks (issue 16, "Performance"), in one place. A figure that misses its
 * aim is printed as such and makes `make bench` exit non-zero.
 */
export const AIMS = {
  api: {
    /** Throughput of each catalogue endpoint, as a share of the minimal Nest app answering the same JSON. */
    minShareOfMinimalNest: 0.7,
    /** 99th-percentile latency at BENCH_CONNECTIONS (50) connections. */
    maxP99Ms: 50,
  },
  pages: {
    /** Lighthouse (mobile emulation, median of the runs). */
    minPerformance: 98,
    maxLcpMs: 1500,
    minAccessibility: 100,
    minBestPractices: 100,
    minSeo: 100,
    /** JavaScript before interaction, gzip -9 bytes: content pages and the hub. */
    maxJsGzipBytes: 130 * 1024,
    /**
     * The quiz and the catalogue may load more. The plan page gets the catalogue's figure: the
     * issue names only / and /designs, and a plan page loads the same catalogue code plus its gallery.
     */
    maxJsGzipBytesByPage: { '/': 150 * 1024, '/designs': 150 * 1024, '/designs/rose-mount': 150 * 1024 } as Record<string, number>,
  },
};

/** One figure beside its aim. */
export interface AimCheck {
  figure: string;
  measured: string;
  aim: string;
  met: boolean;
}

export function jsAimBytes(page: string): number {
  return AIMS.pages.maxJsGzipBytesByPage[page] ?? AIMS.pages.maxJsGzipBytes;
}

/** Prints every figure beside its aim; returns how many missed. */
export function printAims(checks: AimCheck[]): number {
  const missed = checks.filter((check) => !check.met).length;
  console.log('\nAims (backend/tools/bench/aims.ts)\n');
  console.log(
    table(
      ['figure', 'measured', 'aim', ''],
      checks.map((c) => [c.figure, c.measured, c.aim, c.met ? 'met' : 'MISSED']),
    ),
  );
  console.log(missed ? `\n${missed} of ${checks.length} aims missed.` : `\nAll ${checks.length} aims met.`);
  return missed;
}
