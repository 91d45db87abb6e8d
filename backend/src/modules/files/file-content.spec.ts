import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { FILE_TYPES, PARTNER_RESOURCE_UPLOAD, acceptedFiles, formatFileSize } from '../../shared/file-types';
import { checkUpload, detectType, safeFileName } from './file-content';

const PDF = Buffer.from('%PDF-1.7\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(8)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const MZ = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60)]);

describe('checkUpload: the type comes from the bytes, never from the name', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf', 'plan.pdf'],
    ['a JPEG with EXIF', JPEG, 'image/jpeg', 'plan.jpg'],
    ['a WebP', WEBP, 'image/webp', 'plan.webp'],
  ])('takes %s whatever it is called, and names it by its type', (_what, bytes, contentType, fileName) => {
    expect(checkUpload(PARTNER_RESOURCE_UPLOAD, bytes, 'plan.exe')).toEqual({ type: expect.objectContaining({ contentType }), fileName });
  });

  it.each([
    [MZ, 'a Windows program'],
    [ZIP, 'a ZIP archive'],
    [GIF, 'a GIF image'],
    [Buffer.from('<html><script>alert(1)</script>'), 'we could not recognise them'],
  ])('refuses what it is not (415), saying what it is', (bytes, words) => {
    expect(() => checkUpload(PARTNER_RESOURCE_UPLOAD, bytes, 'brochure.pdf')).toThrow(UnsupportedMediaTypeException);
    expect(() => checkUpload(PARTNER_RESOURCE_UPLOAD, bytes, 'brochure.pdf')).toThrow(`(${words.startsWith('we') ? words : `they are ${words}`})`);
  });

  it('refuses no file and an empty file (400) and one past the cap (413)', () => {
    expect(() => checkUpload(PARTNER_RESOURCE_UPLOAD, undefined, undefined)).toThrow(
      new BadRequestException('Choose a file to upload: PDF, JPEG, PNG or WebP, up to 10 MB.'),
    );
    expect(() => checkUpload(PARTNER_RESOURCE_UPLOAD, Buffer.alloc(0), 'a.pdf')).toThrow(BadRequestException);
    const big = Buffer.concat([PDF, Buffer.alloc(PARTNER_RESOURCE_UPLOAD.maxBytes)]);
    expect(() => checkUpload(PARTNER_RESOURCE_UPLOAD, big, 'a.pdf')).toThrow(PayloadTooLargeException);
    expect(checkUpload(PARTNER_RESOURCE_UPLOAD, Buffer.concat([PDF, Buffer.alloc(PARTNER_RESOURCE_UPLOAD.maxBytes - PDF.length)]), 'a.pdf').fileName).toBe(
      'a.pdf',
    );
  });

  it('finds a type only among the allowed ones', () => {
    expect(detectType(PDF, ['jpeg', 'png']).type).toBeNull();
    expect(detectType(PDF, ['pdf']).type).toBe(FILE_TYPES.pdf);
  });
});

describe('safeFileName', () => {
  it.each([
    ['../../etc/Plan Book (2026).PDF', 'Plan Book (2026).pdf'],
    ['C:\\Users\\pat\\Brochure.pdf', 'Brochure.pdf'],
    ['Résumé du programme.pdf', 'Resume du programme.pdf'],
    ['"; filename=evil.html\r\n.pdf', 'filename-evil.html.pdf'],
    ['.htaccess', 'htaccess.pdf'],
    ['', 'file.pdf'],
    [undefined, 'file.pdf'],
    ['🏠🏠.pdf', 'file.pdf'],
  ])('%j is kept as %j', (sent, kept) => {
    expect(safeFileName(sent, FILE_TYPES.pdf)).toBe(kept);
  });

  it('keeps at most 120 characters, extension included', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`, FILE_TYPES.pdf);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('the words the pages show', () => {
  it('states the partner resources rule', () => {
    expect(acceptedFiles(PARTNER_RESOURCE_UPLOAD)).toBe('PDF, JPEG, PNG or WebP, up to 10 MB');
    expect([formatFileSize(512), formatFileSize(2048), formatFileSize(2_500_000), formatFileSize(1)]).toEqual(['512 bytes', '2 KB', '2.4 MB', '1 byte']);
  });
});
