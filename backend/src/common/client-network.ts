import type { Request } from 'express';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address counts against in every per-IP rate limit: an IPv4 address as it
 * is, an IPv6 address as its /64 (one household, phone or server usually holds a whole /64, so
 * counting single IPv6 addresses would give one client 2^64 budgets). An IPv4-mapped IPv6
 * address (::ffff:203.0.113.7, what a dual-stack socket reports) counts as its IPv4 address.
 * Anything else (no address) is "unknown", one shared budget.
 */
export function clientNetwork(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const address = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  const groups = expandIpv6(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part included). */
function expandIpv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
}

/** Where a public submission came from, as an affiliate lead records it. */
export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
  /** The request's Cookie header (issue 30: the partner link's signed first-touch cookie is read from it). */
  cookieHeader?: string | null;
}

export function requestOrigin(req: Request): RequestOrigin {
  const agent = req.get('user-agent');
  const cookies = req.get('cookie');
  return { ipAddress: req.ip?.slice(0, 45) ?? null, userAgent: agent ? agent.slice(0, 1000) : null, cookieHeader: cookies ? cookies.slice(0, 8192) : null };
}
