/** The contractor's certificate upload (issue 31): POST here is a multipart upload (app.setup.ts lets its body through). */
export const MY_INSURANCE_CERTIFICATES_PATH = 'contractor/me/insurance-certificates';
/** The office's license record upsert, a multipart upload too (the document is optional). */
export const CONTRACTOR_LICENSES_ADMIN_PATH = 'admin/contractors/:id/licenses';
