import { composeEmail, renderHtmlEmail } from './mail-templates';
import businessDefaults from '../config/business-defaults.json';

const business = {
  businessPhone: '(816) 555-0142',
  businessEmail: 'hello@example.com',
  publicBaseUrl: 'https://example.com',
  bookingUrl: 'https://cal.example.net/discovery',
};

describe('mail templates', () => {
  it('wraps paragraphs in an HTML document with a language, a title and the contact footer', () => {
    const html = renderHtmlEmail('Hi Sam,\n\nThanks for your message.\nWe reply within a day.', business, 'We got your message');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain('<title>We got your message</title>');
    expect(html).toContain('>Hi Sam,</p>');
    expect(html).toContain('>Thanks for your message.<br>We reply within a day.</p>');
    expect(html).toContain(businessDefaults.businessName.replace('&', '&amp;'));
    expect(html).toContain('<a href="tel:+18165550142" style="color:#1d4ed8">(816) 555-0142</a>');
    expect(html).toContain('<a href="mailto:hello@example.com" style="color:#1d4ed8">hello@example.com</a>');
  });

  it('escapes the text and links http(s) addresses without trailing punctuation', () => {
    const html = renderHtmlEmail('<script>alert("x")</script> & see https://example.com/results/abc?x=1&y=2.', business);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; see ');
    expect(html).toContain('<a href="https://example.com/results/abc?x=1&amp;y=2" style="color:#1d4ed8">https://example.com/results/abc?x=1&amp;y=2</a>.');
  });

  it('links only the site and the booking page, never another address (typed text stays text)', () => {
    const html = renderHtmlEmail(
      'Book at https://cal.example.net/discovery or see https://example.com. Not https://example.com.evil.test/x nor http://phish.test/login',
      business,
    );
    expect(html).toContain('<a href="https://cal.example.net/discovery" style="color:#1d4ed8">');
    expect(html).toContain('<a href="https://example.com" style="color:#1d4ed8">');
    expect(html).toContain('Not https://example.com.evil.test/x nor http://phish.test/login');
    expect(html.match(/<a href="http/g)).toHaveLength(2);
  });

  it('gives the text part the same footer after a signature separator', () => {
    const { text, html } = composeEmail('Your results are ready.\n', business);
    expect(text).toBe(`Your results are ready.\n\n-- \n${businessDefaults.businessName}\n(816) 555-0142\nhello@example.com\n`);
    expect(html).toContain('Your results are ready.');
  });
});
