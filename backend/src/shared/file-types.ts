/**
 * The file types an upload may be, as both ends name them (issues 30 and 31): the server decides a
 * file's type from its bytes (modules/files/file-content.ts) and the pages state what a form takes
 * from the same table, so the words on the page and the check never drift.
 */
export const FILE_TYPES = {
  pdf: { contentType: 'application/pdf', extension: 'pdf', label: 'PDF' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  png: { contentType: 'image/png', extension: 'png', label: 'PNG' },
  webp: { contentType: 'image/webp', extension: 'webp', label: 'WebP' },
} as const;

export type FileTypeKey = keyof typeof FILE_TYPES;
export type FileTypeInfo = (typeof FILE_TYPES)[FileTypeKey];

/** One kind of upload: which types it takes and how large a file may be. */
export interface UploadRule {
  /** What the file is, in a sentence ("a partner resource"). */
  noun: string;
  types: readonly FileTypeKey[];
  maxBytes: number;
}

const MB = 1024 * 1024;

/** Partner resources (issue 30): brochures, plan books and program rules, as PDFs or images, up to 10 MB each. */
export const PARTNER_RESOURCE_UPLOAD: UploadRule = { noun: 'a partner resource', types: ['pdf', 'jpeg', 'png', 'webp'], maxBytes: 10 * MB };

/**
 * Pictures (issue 31: a contractor's portfolio photos, a plan's floor plans and renderings): JPEG,
 * PNG or WebP straight from a phone or a drawing program, up to 15 MB. The server keeps only
 * re-encoded sizes with the metadata stripped (modules/files/image-variants.ts).
 */
const PICTURE_TYPES = ['jpeg', 'png', 'webp'] as const;
export const CONTRACTOR_PHOTO_UPLOAD: UploadRule = { noun: 'a portfolio photo', types: PICTURE_TYPES, maxBytes: 15 * MB };
export const DESIGN_IMAGE_UPLOAD: UploadRule = { noun: 'a plan picture', types: PICTURE_TYPES, maxBytes: 15 * MB };

/** Every picture needs a text alternative (WCAG 1.1.1): what it shows, in 5 to 250 characters. */
export const PICTURE_ALT_TEXT = {
  minLength: 5,
  maxLength: 250,
  message: 'Describe what the picture shows in 5 to 250 characters (for people who cannot see it).',
} as const;
/** A contractor's certificate of insurance (issue 31): a PDF or a photo of it, up to 10 MB. */
export const INSURANCE_CERTIFICATE_UPLOAD: UploadRule = { noun: 'a certificate of insurance', types: ['pdf', 'jpeg', 'png', 'webp'], maxBytes: 10 * MB };

/** The license or registration document the office checked (issue 31), up to 10 MB. */
export const LICENSE_DOCUMENT_UPLOAD: UploadRule = { noun: 'a license document', types: ['pdf', 'jpeg', 'png', 'webp'], maxBytes: 10 * MB };

/** "PDF, JPEG, PNG or WebP". */
export function typeList(rule: Pick<UploadRule, 'types'>): string {
  const labels = rule.types.map((key) => FILE_TYPES[key].label);
  return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/** A size the way people read it: "10 MB", "2.4 MB", "830 KB", "512 bytes" (1 MB = 1,048,576 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** What a form says it takes: "PDF, JPEG, PNG or WebP, up to 10 MB". */
export function acceptedFiles(rule: UploadRule): string {
  return `${typeList(rule)}, up to ${formatFileSize(rule.maxBytes)}`;
}

/** The `accept` attribute of the form's file input: the content types and extensions (a hint for the picker; the server checks the bytes). */
export function acceptAttribute(rule: Pick<UploadRule, 'types'>): string {
  return rule.types.flatMap((key) => [FILE_TYPES[key].contentType, `.${FILE_TYPES[key].extension}`, ...(key === 'jpeg' ? ['.jpeg'] : [])]).join(',');
}
