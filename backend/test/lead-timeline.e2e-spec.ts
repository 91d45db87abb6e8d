import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserRole } from '../src/common/auth/user-role';
import { Browser, cleanAuthTables, createUser } from './auth-helpers';
import { createTestApp } from './test-app';

jest.setTimeout(120_000);

/** Issue 27 "One timeline": a long timeline pages on the server, newest first, with nothing lost or repeated between pages. */

const EMAIL = 'long-timeline@timeline.example';
let app: INestApplication;
let db: DataSource;
let office: Browser;
let leadId: number;

beforeAll(async () => {
  ({ app } = await createTestApp());
  db = app.get(DataSource);
  await cleanAuthTables(db);
  await db.query('DELETE FROM discovery_call_leads WHERE email = $1', [EMAIL]);
  const admin = await createUser(app, { role: UserRole.Admin });
  office = new Browser(app);
  await office.signInAs(admin);
  [{ id: leadId }] = (await db.query(
    `INSERT INTO discovery_call_leads (email, "emailKey", "firstName", "accessToken", "createdAt") VALUES ($1, $1, 'Avery', 'long-timeline-token', now() - interval '200 days') RETURNING id`,
    [EMAIL],
  )) as { id: number }[];
  // 120 notes a day apart, and the same number of contacts between them: 240 entries.
  await db.query(
    `INSERT INTO lead_notes ("leadId", "authorId", body, "createdAt")
     SELECT $1, $2, 'Note ' || n, now() - make_interval(days => n) FROM generate_series(1, 120) n`,
    [leadId, admin.id],
  );
  await db.query(
    `INSERT INTO lead_contacts ("leadId", "authorId", kind, note, "contactedAt")
     SELECT $1, $2, 'call', 'Call ' || n, now() - make_interval(days => n, hours => 12) FROM generate_series(1, 120) n`,
    [leadId, admin.id],
  );
});

afterAll(async () => {
  if (db) {
    await db.query('DELETE FROM discovery_call_leads WHERE email = $1', [EMAIL]);
    await cleanAuthTables(db);
  }
  await app?.close();
});

describe('a long timeline', () => {
  it('answers its newest 50 with the lead, and the rest page by page, in order, each entry once', async () => {
    const lead = (await office.call('get', `/api/admin/leads/${leadId}`, undefined, 200)).body as {
      timeline: { at: string; detail: string | null; summary: string }[];
      timelineHasMore: boolean;
    };
    expect(lead.timeline).toHaveLength(50);
    expect(lead.timelineHasMore).toBe(true);
    expect(lead.timeline[0].detail).toBe('Note 1');

    const seen = [...lead.timeline];
    for (let page = 2; ; page++) {
      const next = (await office.call('get', `/api/admin/leads/${leadId}/timeline?page=${page}&pageSize=50`, undefined, 200)).body as {
        items: typeof lead.timeline;
        hasMore: boolean;
        page: number;
      };
      expect(next.page).toBe(page);
      seen.push(...next.items);
      if (!next.hasMore) break;
      expect(next.items).toHaveLength(50);
    }
    // 120 notes, 120 calls and the lead's creation-free rest: every entry once, newest first.
    const notes = seen.filter((entry) => entry.detail?.startsWith('Note '));
    expect(notes.map((entry) => entry.detail)).toEqual(Array.from({ length: 120 }, (_unused, i) => `Note ${i + 1}`));
    expect(seen.filter((entry) => entry.summary.includes('Call ')).length).toBe(120);
    const times = seen.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses a page out of range with a sentence, and answers 404 for an unknown lead', async () => {
    const refused = await office.call('get', `/api/admin/leads/${leadId}/timeline?page=101`, undefined, 400);
    expect(refused.body.errors).toEqual([{ field: 'page', message: expect.stringMatching(/Page/) }]);
    await office.call('get', '/api/admin/leads/2000000000/timeline', undefined, 404);
  });
});
