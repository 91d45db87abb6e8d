import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { filetypeinfo } from 'magic-bytes.js';
import { FILE_TYPES, type FileTypeInfo, type FileTypeKey, formatFileSize, typeList, type UploadRule } from '../../shared/file-types';

/** What the bytes turned out to be, and the name the file is kept under. */
export interface CheckedFile {
  type: FileTypeInfo;
  /** The sent name made safe (see safeFileName), ending in the extension of the type found. */
  fileName: string;
}

/** Words for what a refused file really is, from magic-bytes.js's type names (the others are named as they are). */
const FOUND_WORDS: Record<string, string> = {
  exe: 'a Windows program',
  ELF: 'a Linux program',
  'Mach-O': 'a Mac program',
  zip: 'a ZIP archive',
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
  gzip: 'a compressed archive',
  gif: 'a GIF image',
  tiff: 'a TIFF image',
  bmp: 'a BMP image',
  heic: 'a HEIC photo',
  avif: 'an AVIF image',
};

/** The type of `bytes` among `allowed`, decided by their first bytes alone (magic-bytes.js). */
export function detectType(bytes: Uint8Array, allowed: readonly FileTypeKey[]): { type: FileTypeInfo | null; found: string | null } {
  const guesses = filetypeinfo(bytes.subarray(0, 4100));
  for (const guess of guesses) {
    const key = allowed.find((k) => FILE_TYPES[k].contentType === guess.mime);
    if (key) return { type: FILE_TYPES[key], found: guess.typename };
  }
  return { type: null, found: guesses[0]?.typename ?? null };
}

/**
 * The checks every upload gets before it is stored: present, not empty, within the rule's size and
 * of one of its types by content. The name and the declared content type are never trusted: a
 * program renamed `brochure.pdf` and sent as application/pdf is refused by its bytes (415).
 */
export function checkUpload(rule: UploadRule, bytes: Buffer | undefined, sentName: string | undefined): CheckedFile {
  if (!bytes) throw new BadRequestException(`Choose a file to upload: ${typeList(rule)}, up to ${formatFileSize(rule.maxBytes)}.`);
  if (bytes.length === 0)
    throw new BadRequestException('The file is empty (0 bytes). Choose the file again; if it still fails, save it again from the program that made it.');
  if (bytes.length > rule.maxBytes) throw new PayloadTooLargeException(tooLargeMessage(rule));
  const { type, found } = detectType(bytes, rule.types);
  if (!type) {
    const what = found ? `they are ${FOUND_WORDS[found] ?? `a ${found.toUpperCase()} file`}` : 'we could not recognise them';
    throw new UnsupportedMediaTypeException(
      `This file cannot be ${rule.noun}: its contents are not a ${typeList(rule)} file (${what}), whatever its name says. Save it as ${typeList(rule)} and upload it again.`,
    );
  }
  return { type, fileName: safeFileName(sentName, type) };
}

export function tooLargeMessage(rule: UploadRule): string {
  return `The file is larger than ${formatFileSize(rule.maxBytes)}, the most ${rule.noun} may be. Make it smaller (for a PDF, export it with a smaller file size or lower image quality) and upload it again.`;
}

/** Longest kept file name, extension included. */
export const FILE_NAME_MAX_LENGTH = 120;

/**
 * A file name safe in a Content-Disposition header, a URL and any file system: the last path part
 * of the sent name, accents folded to plain letters, anything but letters, digits, space, dot,
 * dash, underscore and parentheses dropped, no leading dots, at most 120 characters, ending in the
 * extension of the type the bytes are (a PDF sent as `plan.exe` is kept as `plan.pdf`).
 */
export function safeFileName(sentName: string | undefined, type: Pick<FileTypeInfo, 'extension'>): string {
  const lastPart = (sentName ?? '').split(/[/\\]/).pop() ?? '';
  const dot = lastPart.lastIndexOf('.');
  const stem = (dot > 0 ? lastPart.slice(0, dot) : lastPart)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ._()-]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  const extension = `.${type.extension}`;
  return `${(stem || 'file').slice(0, FILE_NAME_MAX_LENGTH - extension.length).trimEnd()}${extension}`;
}
