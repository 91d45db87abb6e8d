/**
 * TanStack Query for the parts of the site that fetch. The root does not provide it: most pages
 * never fetch, and the library (about 10 KB gzip) would be in every page's first load. Instead each
 * route module or lazily loaded part that uses a query or mutation wraps itself in QueryProvider,
 * and all of them hand out the same client (sharedQueryClient), so the page has one cache.
 */
import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, useState, type ComponentType, type ReactNode } from "react";
import { sharedQueryClient } from "./query-client";

export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [client] = useState(() => outer ?? sharedQueryClient());
  // Already inside a provider (a form within a page that fetches, or a test's own client): keep it.
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A route module's component inside QueryProvider (`export default withQueries(DesignsPage)`). */
export function withQueries<Props extends object>(Component: ComponentType<Props>): (props: Props) => ReactNode {
  function WithQueries(props: Props) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}
