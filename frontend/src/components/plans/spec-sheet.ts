/**
 * The plan spec sheets the designs API draws (backend/src/modules/designs/spec-sheet.ts): their URL
 * and size. A module of its own so a page can show one without loading the catalogue.
 */

/** The generated spec sheet is drawn at 640 × 400. */
export const SPEC_SHEET_WIDTH = 640;
export const SPEC_SHEET_HEIGHT = 400;

/** The API's URL of a plan's generated spec sheet (DesignSummaryDto.specSheetUrl of a plan without an image of its own). */
export function specSheetPath(slug: string): string {
  return `/api/designs/${slug}/spec-sheet.svg`;
}
