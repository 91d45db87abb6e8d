/**
 * Public paths that pages of other features link to (the office's contractor page links to the
 * listing's public profile), defined once; plain data, since pages.ts files import it too.
 */
export const CONTRACTOR_PROFILE_PATH = "/contractors/:id";

/** A listing's public profile (only approved listings have one). */
export function contractorProfilePath(slug: string): string {
  return CONTRACTOR_PROFILE_PATH.replace(":id", slug);
}
