import type { INestApplication } from '@nestjs/common';
import path from 'node:path';
import request from 'supertest';
import { createTestApp } from './test-app';

/**
 * The one place copy is shared by hand: each public form's page keeps the messages it shows beside
 * its fields (frontend `*-messages.ts`), which must be the server's own words. Every public form gets
 * an empty body and an over-long one; whenever the server refuses a field the page has a message
 * for, the server's sentence must begin with the page's words: the page may show the short form
 * ("Please choose a subject" for "Please choose a subject: design (Home Design Inquiry), …"), never
 * other words. A final period does not count.
 */
interface PublicForm {
  name: string;
  path: string;
  messages: Readonly<Record<string, string>>;
}

/**
 * A page's message map, loaded as the page loads it (jest compiles the front end's TypeScript like
 * its own). Not a static import: the back end's type check runs under Node's module rules, which
 * the front end's bundler-resolved files do not follow.
 */
function pageMessages(file: string, name: string): Readonly<Record<string, string>> {
  const module = jest.requireActual<Record<string, Readonly<Record<string, string>>>>(path.join(__dirname, '../../frontend/src/features', file));
  return module[name];
}

const FORMS: PublicForm[] = [
  { name: 'contact', path: '/api/contact', messages: pageMessages('contact/contact-messages', 'CONTACT_MESSAGES') },
  { name: 'partner registration', path: '/api/affiliate-registration', messages: pageMessages('affiliates/registration-messages', 'REGISTRATION_MESSAGES') },
  { name: 'partner referral', path: '/api/affiliate-leads', messages: pageMessages('affiliates/referral-messages', 'REFERRAL_MESSAGES') },
  { name: 'contractor application', path: '/api/contractors/applications', messages: pageMessages('contractors/application-messages', 'APPLICATION_MESSAGES') },
  {
    name: 'contractor inquiry',
    path: '/api/contractors/no-such-listing/inquiries',
    messages: pageMessages('contractors/inquiry-messages', 'INQUIRY_MESSAGES'),
  },
  { name: 'contractor review', path: '/api/contractors/no-such-listing/reviews', messages: pageMessages('contractors/review-messages', 'REVIEW_MESSAGES') },
  // issue 31: the search's one request to the contractors a homeowner picks shows the request's words.
  { name: 'request to picked contractors', path: '/api/contractors/inquiries', messages: pageMessages('contractors/inquiry-messages', 'INQUIRY_MESSAGES') },
];

const withoutPeriod = (text: string) => text.replace(/\.$/, '');

/** The fields whose page message speaks of their length. */
const lengthFieldsOf = (form: PublicForm) => Object.keys(form.messages).filter((field) => /at most|\d+ to \d+/.test(form.messages[field]));

/** Longer than any text field of any form accepts, yet one field of it fits the 64 KB body limit. */
const TOO_LONG = 'x'.repeat(20_001);

describe('public forms: the pages show the server’s own messages', () => {
  let app: INestApplication;

  beforeAll(async () => {
    ({ app } = await createTestApp({ RATE_LIMIT_PER_MINUTE: '10000' }));
  });

  afterAll(async () => {
    await app?.close();
  });

  async function refusals(path: string, body: Record<string, unknown>): Promise<Map<string, string>> {
    const res = await request(app.getHttpServer()).post(path).send(body);
    expect(res.status).toBe(400);
    const errors = res.body.errors as { field: string; message: string }[];
    return new Map(errors.map(({ field, message }) => [field, message]));
  }

  function mismatches(form: PublicForm, refused: Map<string, string>): string[] {
    return Object.entries(form.messages).flatMap(([field, shown]) => {
      const said = refused.get(field);
      return said !== undefined && !withoutPeriod(said).startsWith(withoutPeriod(shown))
        ? [`${form.name} ${field}: the page says "${shown}", the server "${said}"`]
        : [];
    });
  }

  it.each(FORMS)('$name: an empty body is refused field by field in the page’s words', async (form) => {
    const refused = await refusals(form.path, {});
    // The required fields the page has words for are refused, so the comparison covers them.
    expect([...refused.keys()].filter((field) => field in form.messages).length).toBeGreaterThan(2);
    expect(mismatches(form, refused)).toEqual([]);
  });

  // Forms whose page words a field by its length ("at most 2000 characters", "20 to 2000
  // characters"); contact and inquiry have none (their page messages are the required ones).
  const withLengthWords = FORMS.map((form) => ({ ...form, lengthFields: lengthFieldsOf(form) })).filter((form) => form.lengthFields.length > 0);

  it('compares length words on four forms', () => {
    expect(withLengthWords.map((form) => form.name)).toEqual(['partner registration', 'partner referral', 'contractor application', 'contractor review']);
  });

  it.each(withLengthWords)('$name: over-long text is refused in the page’s words', async (form) => {
    const refused = new Map<string, string>();
    // One field at a time: all of them at once would pass the body limit (413) before validation.
    for (const field of form.lengthFields) {
      const said = (await refusals(form.path, { [field]: TOO_LONG })).get(field);
      if (said !== undefined) refused.set(field, said);
    }
    expect([...refused.keys()]).toEqual(form.lengthFields);
    expect(mismatches(form, refused)).toEqual([]);
  });
});
