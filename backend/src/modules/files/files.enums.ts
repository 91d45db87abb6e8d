/**
 * What a stored file is for: one value per kind of upload, each with its UploadRule
 * (shared/file-types.ts). Issue 31 adds insurance certificates, contractor photos and plan images.
 * A varchar column, so a new value needs no migration.
 */
export enum FilePurpose {
  PartnerResource = 'partner_resource',
  /**
   * One re-encoded size of an uploaded picture (image-variants.ts): WebP or AVIF, metadata
   * stripped. The only purpose the public media route serves, and only once its owner made it public.
   */
  ImageVariant = 'image_variant',
  /** A contractor's certificate of insurance (contractors module). */
  InsuranceCertificate = 'insurance_certificate',
  /** A license or registration document the office checked (contractors module). */
  LicenseDocument = 'license_document',
}
