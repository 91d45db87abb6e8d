/** Paths of the office's record pages, built from the admin pages' own definitions. */
import { adminPages } from "./pages";

/** The record page of one quote request. */
export function quoteRequestPath(id: number): string {
  return adminPages.quoteRequest.path.replace(":id", String(id));
}

/** The record page of one lead (the leads pages are built beside these). */
export function leadPath(id: number): string {
  return adminPages.lead.path.replace(":id", String(id));
}
