import { QueryClientProvider, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient, sharedQueryClient } from "./query-client";
import { QueryProvider } from "./query-provider";

function ClientOf({ seen }: { seen: QueryClient[] }) {
  seen.push(useQueryClient());
  return null;
}

describe("QueryProvider", () => {
  it("gives the header's corner, the page and a lazily loaded form one client, so they share one cache", () => {
    const seen: QueryClient[] = [];
    render(
      <>
        <QueryProvider>
          <ClientOf seen={seen} />
        </QueryProvider>
        <QueryProvider>
          <ClientOf seen={seen} />
        </QueryProvider>
      </>,
    );
    expect(seen[0]).toBe(sharedQueryClient());
    expect(seen[1]).toBe(seen[0]);
  });

  it("keeps the client of a provider it sits in", () => {
    const outer = createQueryClient();
    const seen: QueryClient[] = [];
    render(
      <QueryClientProvider client={outer}>
        <QueryProvider>
          <ClientOf seen={seen} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(seen[0]).toBe(outer);
  });
});
