import { parseInboundMessage } from './inbound-message';
import { replyToken } from './reply-addresses';

const crlf = (lines: string[]) => Buffer.from(lines.join('\r\n'));
const TOKEN = '0123456789abcdef0123456789abcdef';

describe('parseInboundMessage', () => {
  it('an HTML-only reply becomes text without links, scripts or images', async () => {
    const message = await parseInboundMessage(
      crlf([
        'From: "Jordan Hale" <Jordan@Example.NET>',
        `To: reply+${TOKEN}@replies.example.com`,
        'Subject: Re: your roadmap',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>We own <b>12 acres</b>. <a href="https://evil.example/phish">Our survey</a></p><script>alert(1)</script><img src="https://evil.example/t.gif">',
      ]),
    );
    expect(message).toMatchObject({ from: 'jordan@example.net', fromName: 'Jordan Hale', subject: 'Re: your roadmap', automatic: false });
    expect(message.text).toContain('We own 12 acres. Our survey');
    expect(message.text).not.toMatch(/evil\.example|alert|<|>/);
    expect(message.recipients).toEqual([`reply+${TOKEN}@replies.example.com`]);
  });

  it.each([
    [
      'a delivery report (multipart/report)',
      ['Content-Type: multipart/report; report-type=delivery-status; boundary="b"', '', '--b', 'Content-Type: text/plain', '', 'failed', '--b--'],
    ],
    ['Auto-Submitted: auto-replied', ['Auto-Submitted: auto-replied', 'Content-Type: text/plain', '', 'Out of office']],
    ['X-Autoreply', ['X-Autoreply: yes', 'Content-Type: text/plain', '', 'Out of office']],
  ])('%s is automatic', async (_name, lines) => {
    const message = await parseInboundMessage(crlf(['From: jordan@example.net', `To: reply+${TOKEN}@replies.example.com`, 'Subject: x', ...lines]));
    expect(message.automatic).toBe(true);
  });

  it('Auto-Submitted: no is a person; the null envelope sender is a bounce', async () => {
    const raw = crlf(['From: jordan@example.net', 'Auto-Submitted: no', 'Content-Type: text/plain', '', 'Hello']);
    expect((await parseInboundMessage(raw, 'jordan@example.net')).automatic).toBe(false);
    expect((await parseInboundMessage(raw, '')).automatic).toBe(true);
  });

  it('lists attachments by name and size only', async () => {
    const message = await parseInboundMessage(
      crlf([
        'From: jordan@example.net',
        'Content-Type: multipart/mixed; boundary="b"',
        '',
        '--b',
        'Content-Type: text/plain',
        '',
        'See the plan.',
        '--b',
        'Content-Type: application/pdf; name="plan.pdf"',
        'Content-Disposition: attachment; filename="plan.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.alloc(300, 7).toString('base64'),
        '--b--',
      ]),
    );
    expect(message.text).toBe('See the plan.');
    expect(message.attachments).toEqual([{ name: 'plan.pdf', size: 300 }]);
  });

  it('keeps subject and names to one line', async () => {
    const message = await parseInboundMessage(
      crlf(['From: "Jordan =?utf-8?Q?Hale=0ABcc:_x@evil.example?=" <jordan@example.net>', 'Subject: =?utf-8?Q?Re:_hi=0D=0ABcc:_x@evil.example?=', '', 'Hello']),
    );
    expect(message.subject).toBe('Re: hi Bcc: x@evil.example');
    expect(message.fromName).toBe('Jordan Hale Bcc: x@evil.example');
  });
});

describe('replyToken', () => {
  it('reads the token of a reply address at the inbound domain only, in any case', () => {
    expect(replyToken(`REPLY+${TOKEN.toUpperCase()}@Replies.Example.com`, 'replies.example.com')).toBe(TOKEN);
    expect(replyToken(`reply+${TOKEN}@other.example.com`, 'replies.example.com')).toBeNull();
    expect(replyToken(`reply+${TOKEN.slice(1)}@replies.example.com`, 'replies.example.com')).toBeNull();
    expect(replyToken('office@replies.example.com', 'replies.example.com')).toBeNull();
  });
});
