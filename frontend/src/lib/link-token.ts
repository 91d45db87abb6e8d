/**
 * The one-time token an e-mailed link carries in its fragment (#token=<token>). The fragment is
 * never sent to a server by the browser, so the token stays out of access logs and Referer headers.
 * Returns null when the link carries none (or a malformed one).
 */
export function linkTokenOf(hash: string): string | null {
  const match = /^#token=([^&]+)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
