import { gzipSync } from 'node:zlib';

/**
 * JavaScript a page loads before the visitor interacts: every module the HTML preloads or imports
 * (not the chunks loaded later on demand), summed as gzip -9 would send them.
 */
export async function initialJavaScript(baseUrl: string, pagePath: string): Promise<{ files: number; rawBytes: number; gzipBytes: number }> {
  const html = await (await fetch(new URL(pagePath, baseUrl), { headers: { 'user-agent': 'Mozilla/5.0 bench' } })).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)) urls.add(m[1]);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, rawBytes, gzipBytes };
}
