import { MAIL_ATTACHMENTS_MAX_BYTES, storedAttachments } from './mail.service';

describe('storedAttachments: what the outbox keeps of an e-mail’s files', () => {
  const pdf = { filename: 'reservation-agreement-oak-7.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 test') };

  it('keeps each file’s name, type and content (base64), and nothing when there are none', () => {
    expect(storedAttachments([pdf])).toEqual([{ filename: pdf.filename, contentType: 'application/pdf', contentBase64: pdf.content.toString('base64') }]);
    expect(storedAttachments(undefined)).toBeNull();
    expect(storedAttachments([])).toBeNull();
  });

  it(`refuses, as a caller's bug, more than ${MAIL_ATTACHMENTS_MAX_BYTES} bytes in all, a name with a path or control character, or a type that is not a MIME type`, () => {
    const half = Buffer.alloc(MAIL_ATTACHMENTS_MAX_BYTES / 2);
    expect(
      storedAttachments([
        { ...pdf, content: half },
        { ...pdf, content: half },
      ]),
    ).toHaveLength(2);
    expect(() =>
      storedAttachments([
        { ...pdf, content: half },
        { ...pdf, content: Buffer.alloc(MAIL_ATTACHMENTS_MAX_BYTES / 2 + 1) },
      ]),
    ).toThrow(/more than/);
    for (const filename of ['../etc/passwd', 'a\\b.pdf', 'line\nbreak.pdf', ' '])
      expect(() => storedAttachments([{ ...pdf, filename }])).toThrow(/not a plain file name/);
    expect(() => storedAttachments([{ ...pdf, contentType: 'pdf' }])).toThrow(/not a MIME type/);
  });
});
