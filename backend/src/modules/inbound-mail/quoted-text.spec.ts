import { stripQuotedText } from './quoted-text';
import { htmlToPlainText } from './inbound-message';

describe('stripQuotedText', () => {
  it.each([
    [
      'Gmail "On … wrote:"',
      'Thursday works.\r\n\r\nOn Wed, Mar 4, 2026 at 10:00 AM Builder <office@builder.example> wrote:\r\n> Hi Jordan,\r\n> your plan book',
      'Thursday works.',
    ],
    [
      '"On … wrote:" wrapped over two lines',
      'Thursday works.\n\nOn Wed, Mar 4, 2026 at 10:00 AM Builder <office@builder.example>\nwrote:\n\n> Hi',
      'Thursday works.',
    ],
    ['Outlook "Original Message"', 'Call me.\n\n-----Original Message-----\nFrom: Builder\nSent: Wednesday\n\nHi Jordan', 'Call me.'],
    [
      'Outlook From:/Sent: block',
      'Call me.\n\n________________________________\nFrom: Builder <office@builder.example>\nSent: Wednesday, March 4, 2026 10:00 AM',
      'Call me.',
    ],
    [
      'Outlook From:/Sent: without a rule',
      'Call me.\n\nFrom: Builder <office@builder.example>\nSent: Wednesday, March 4, 2026 10:00 AM\nSubject: Your roadmap',
      'Call me.',
    ],
    ['">" lines between answers', 'Yes.\n> Do you own land?\nWe do, 12 acres.\n> Budget?\nAbout $300k.', 'Yes.\nWe do, 12 acres.\nAbout $300k.'],
    ['a signature separator', 'See you Thursday.\n-- \nJordan Hale\n816-555-0142', 'See you Thursday.'],
  ])('%s', (_name, input, expected) => {
    expect(stripQuotedText(input)).toBe(expected);
  });

  it('keeps a message that is only quote (better long than empty)', () => {
    expect(stripQuotedText('> only the old text')).toBe('> only the old text');
  });

  it('cuts hostile megabytes quickly and keeps at most 20,000 characters', () => {
    const started = Date.now();
    const text = stripQuotedText(`${'a'.repeat(3_000_000)}\n${'> b\n'.repeat(100_000)}`);
    expect(text).toHaveLength(20_000);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('keeps "From:" and "On" in the reply itself', () => {
    expect(stripQuotedText('From: the county office we heard yes.\nOn Monday we start.')).toBe('From: the county office we heard yes.\nOn Monday we start.');
  });
});

describe('htmlToPlainText', () => {
  it('keeps link text, drops the address and images', () => {
    const text = htmlToPlainText('<p>See <a href="https://evil.example/x">my plans</a><img src="https://evil.example/t.gif" alt="t"></p>');
    expect(text).toBe('See my plans');
    expect(text).not.toContain('evil.example');
  });
});
