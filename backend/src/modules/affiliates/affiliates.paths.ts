/** The office's partner resources (issue 30): POST here is a multipart upload (app.setup.ts lets its body through). */
export const PARTNER_RESOURCES_ADMIN_PATH = 'admin/partner-resources';
/** The list and the downloads, for partners and the office. */
export const PARTNER_RESOURCES_PATH = 'partner-resources';
