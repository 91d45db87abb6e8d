/**
 * The catch-all route. Prerendered as /404 (build/client/404/index.html), which the server
 * sends with status 404 for any unknown path, so nothing here may depend on the URL.
 */
import { PageNotFound } from "@/components/page-not-found";
import { notFoundMeta } from "@/lib/not-found-meta";

export const meta = notFoundMeta;

export default function NotFound() {
  return <PageNotFound />;
}
