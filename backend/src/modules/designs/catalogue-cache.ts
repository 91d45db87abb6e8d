import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { AppConfig } from '../../config/app-config';

/** The channel the catalogue tables' triggers notify on (migration 1795590000000-catalogue-change-notifications). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
/** The LISTEN connection's application_name, so it can be told apart in pg_stat_activity. */
export const CATALOGUE_LISTENER_NAME = 'catalogue-cache';
/** Cached answers are dropped, oldest first, beyond this many bytes (any search text makes a new key). */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
/** At most this many raw URLs are remembered for the fast path (oldest dropped first), each at most URL_MAX_LENGTH long. */
const MAX_REMEMBERED_URLS = 10_000;
const URL_MAX_LENGTH = 1024;
/** After the LISTEN connection is lost, how long before the next attempt. */
const RECONNECT_MS = 1000;
/** How often the LISTEN connection is checked with a query: a connection that died silently sends no error. */
const HEARTBEAT_MS = 10_000;
/**
 * Browsers and shared caches keep the answer but ask again each time (If-None-Match, a 304 from
 * memory when nothing changed): an edit shows at once, and the answer holds nothing personal.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, no-cache';

/** An answer serialized once: its cache key, JSON bytes and a strong ETag of them. */
export interface CachedAnswer {
  key: string;
  body: Buffer;
  etag: string;
}

export function toCachedAnswer(key: string, value: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { key, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/**
 * Sends a cached answer, the one place that does (the controllers through
 * CatalogueCache.sendValidated, and the fast path); Express answers 304 without a body when
 * If-None-Match has its ETag.
 */
export function sendCachedAnswer(res: Response, answer: CachedAnswer): void {
  res.setHeader('Cache-Control', CATALOGUE_CACHE_CONTROL);
  res.setHeader('ETag', answer.etag);
  res.type('application/json');
  res.send(answer.body);
}

/** A cache key from a validated query: its defined values in a fixed (sorted) order. */
export function cacheKey(kind: string, ...parts: (string | object)[]): string {
  const normalized = parts.map((part) =>
    typeof part === 'string'
      ? part
      : Object.entries(part)
          .filter(([, value]) => value !== undefined && value !== null)
          .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  return `${kind}:${JSON.stringify(normalized)}`;
}

/**
 * The public catalogue's answers (plan list pages, plans, their default estimates), serialized
 * once and kept in this process until the catalogue changes.
 *
 * Invalidation: triggers on the catalogue tables NOTIFY `catalogue_changed` on every write, from
 * any writer, once the transaction commits; every instance LISTENs on a dedicated connection and
 * drops everything it holds. While that connection is down nothing is cached (every request reads
 * the database, as without a cache), and the cache is dropped again once it is back, since
 * notifications sent meanwhile are lost. A load that started before a change is not kept.
 */
@Injectable()
export class CatalogueCache implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CatalogueCache');
  private readonly answers = new Map<string, CachedAnswer>();
  /**
   * The same kept answers by the raw URL (path and query, as sent) they were sent for once the
   * normal path had validated it: the fast path (catalogue-fast-path.ts) answers these URLs
   * before the Nest pipeline. Only kept answers go in, and it is emptied with them.
   */
  private readonly byUrl = new Map<string, CachedAnswer>();
  /** Loads in flight by key: concurrent misses share one query. */
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  private bytes = 0;
  /** Bumped by every invalidation: a load that began in an older generation is not stored. */
  private generation = 0;
  private client?: Client;
  private listening = false;
  private wasLost = false;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  private heartbeat?: NodeJS.Timeout;

  constructor(private readonly config: AppConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.drop(client);
    await client?.end().catch(() => undefined);
  }

  /** Whether answers are being kept (the LISTEN connection is up). */
  get isListening(): boolean {
    return this.listening;
  }

  /** The cached answer for `key`, or `load()`'s, serialized (and kept while listening). */
  async get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    const hit = this.answers.get(key);
    if (hit) return hit;
    if (!this.listening) return toCachedAnswer(key, await load());
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight;

    const generation = this.generation;
    const loaded = load()
      .then((value) => toCachedAnswer(key, value))
      .then((answer) => {
        if (generation === this.generation && this.listening) this.keep(key, answer);
        return answer;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /**
   * Sends the answer the normal path got for this request, which has passed validation, and
   * remembers its raw URL so that the fast path answers that URL from now on.
   */
  sendValidated(req: Request, res: Response, answer: CachedAnswer): void {
    this.rememberUrl(req.originalUrl, answer);
    sendCachedAnswer(res, answer);
  }

  /** The kept answer for this raw URL (path and query), if the normal path has sent it since the last change. */
  answerForUrl(url: string): CachedAnswer | undefined {
    return this.byUrl.get(url);
  }

  /** Forgets every answer (and every load in flight, whose result will not be kept). */
  invalidate(): void {
    this.generation++;
    this.answers.clear();
    this.byUrl.clear();
    this.loading.clear();
    this.bytes = 0;
  }

  /**
   * Remembers `url` for this answer only while the answer is kept: not one loaded before the
   * last change or while not listening (never kept), nor one dropped since.
   */
  private rememberUrl(url: string, answer: CachedAnswer): void {
    if (url.length > URL_MAX_LENGTH || this.answers.get(answer.key) !== answer) return;
    this.byUrl.delete(url);
    this.byUrl.set(url, answer);
    for (const oldUrl of this.byUrl.keys()) {
      if (this.byUrl.size <= MAX_REMEMBERED_URLS) break;
      this.byUrl.delete(oldUrl);
    }
  }

  private keep(key: string, answer: CachedAnswer): void {
    this.answers.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldKey, old] of this.answers) {
      if (this.bytes <= MAX_CACHED_BYTES) break;
      this.answers.delete(oldKey);
      this.bytes -= old.body.length;
      for (const [url, kept] of this.byUrl) if (kept === old) this.byUrl.delete(url);
    }
  }

  /** Opens the LISTEN connection; on failure, tries again after RECONNECT_MS. */
  private async listen(): Promise<void> {
    if (this.stopped || !this.config.databaseUrl) return;
    const client = new Client({
      connectionString: this.config.databaseUrl,
      application_name: CATALOGUE_LISTENER_NAME,
      connectionTimeoutMillis: 5000,
      query_timeout: 5000,
      keepAlive: true,
    });
    this.client = client;
    client.on('notification', () => this.invalidate());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.client !== client) return;
    // Notifications sent while nobody listened are gone: what was kept before may be stale.
    this.invalidate();
    this.listening = true;
    let checking = false;
    this.heartbeat = setInterval(() => {
      if (checking) return;
      checking = true;
      client
        .query('SELECT 1')
        .catch((error: unknown) => this.lost(client, error))
        .finally(() => (checking = false));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
    if (this.wasLost) this.logger.log('listening for catalogue changes again: caching the catalogue');
    this.wasLost = false;
  }

  /** The LISTEN connection failed: stop caching, drop what is kept, and reconnect. */
  private lost(client: Client, error?: unknown): void {
    if (this.client !== client) return;
    this.drop(client);
    client.end().catch(() => undefined);
    if (this.stopped) return;
    if (!this.wasLost) {
      const reason = error instanceof Error ? error.message : 'connection closed';
      // Information, not a problem: the catalogue is still answered (from the database), and a
      // database outage behind it is logged once, as an error, by DatabaseOutage.
      this.logger.log(`lost the connection that listens for catalogue changes (${reason}): not caching until it is back`);
    }
    this.wasLost = true;
    this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
    this.retry.unref();
  }

  private drop(client: Client | undefined): void {
    if (this.client !== client) return;
    clearInterval(this.heartbeat);
    this.client = undefined;
    this.listening = false;
    this.invalidate();
  }
}
