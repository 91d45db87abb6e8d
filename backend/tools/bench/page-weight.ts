import { gzipSync } from 'node:zlib';

export interface ScriptWeight {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/** The scripts a page's HTML declares: modulepreload links, script tags, inline imports and the modules its inline module scripts name. */
export async function scriptsInHtml(baseUrl: string, pagePath: string): Promise<string[]> {
  const html = await (await fetch(new URL(pagePath, baseUrl), { headers: { 'user-agent': 'Mozilla/5.0 bench' } })).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)) urls.add(m[1]);
  // The modules a built page's script preloads after its first paint (frontend/scripts/defer-hydration.ts).
  for (const script of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
    for (const m of script[1].matchAll(/"([^"]+\.js)"/g)) urls.add(m[1]);
  }
  return [...urls].map((url) => new URL(url, baseUrl).href);
}

/** The size of these scripts, summed as gzip -9 would send them (independent of the server's own compression level). */
export async function scriptWeight(urls: Iterable<string>): Promise<ScriptWeight> {
  const unique = new Set(urls);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of unique) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: unique.size, rawBytes, gzipBytes };
}
