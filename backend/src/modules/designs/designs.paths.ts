/** The office's plans (issue 31). */
export const ADMIN_DESIGNS_PATH = 'admin/designs';
/** POST here is a multipart upload of one picture (app.setup.ts lets its body through). */
export const DESIGN_IMAGES_UPLOAD_PATH = `${ADMIN_DESIGNS_PATH}/:id/images`;
