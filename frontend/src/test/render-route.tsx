/**
 * One way for tests to render what fetches. Page tests used to build, each in its own file, a
 * memory router, a fresh query client and its provider, and to install and restore the fake API;
 * these helpers do it once, the same way everywhere:
 *
 * - a fresh client per render from createQueryClient() (the app's own options: no retries, data
 *   never stale), never the app's shared client, which would carry one test's cache into the next;
 * - the fake API (`api`) installed before the first render and restored after the test.
 *
 *   const { router, api } = renderRoute("/admin/leads?q=smith", { path: "/admin/leads", Component: LeadsPage }, { api: { [LIST]: list } });
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { afterEach } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { installFakeApi, type FakeApi, type FakeHandler } from "./fake-api";

export interface RouteOptions {
  /** A client prepared by the test (e.g. with setQueryData); a fresh one by default. */
  queryClient?: QueryClient;
  /** Rendered after the router inside the same provider, e.g. `<Toaster />`. */
  children?: ReactNode;
}

export interface RenderRouteOptions extends RouteOptions {
  /** The fake API's answers ("GET /api/quiz"); without it, nothing is installed. */
  api?: Record<string, FakeHandler>;
}

const installed: FakeApi[] = [];
afterEach(() => {
  while (installed.length > 0) installed.pop()!.restore();
});

/** installFakeApi, restored after the test. */
export function fakeApi(routes: Record<string, FakeHandler>): FakeApi {
  const api = installFakeApi(routes);
  installed.push(api);
  return api;
}

/** `ui` inside the provider of a fresh test client (or `queryClient`): for render, renderToString or hydrateRoot. */
export function withQueryClient(ui: ReactNode, queryClient: QueryClient = createQueryClient()): ReactElement {
  return <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>;
}

/** render(ui) inside a fresh test client; for components that fetch but need no router of their own. */
export function renderWithQueryClient(ui: ReactNode, options: RenderRouteOptions = {}) {
  const api = options.api && fakeApi(options.api);
  const queryClient = options.queryClient ?? createQueryClient();
  return { ...render(withQueryClient(ui, queryClient)), queryClient, api };
}

/** The routes in a memory router at `url`, as an element inside a test client (not rendered). */
export function routeElement(url: string, routes: RouteObject | RouteObject[], options: RouteOptions = {}) {
  const router = createMemoryRouter(Array.isArray(routes) ? routes : [routes], { initialEntries: [url] });
  const queryClient = options.queryClient ?? createQueryClient();
  const element = withQueryClient(
    <>
      <RouterProvider router={router} />
      {options.children}
    </>,
    queryClient,
  );
  return { router, queryClient, element };
}

type Rendered = ReturnType<typeof routeElement> & RenderResult;

/** Renders the routes in a memory router at `url`, with a fresh test client and, given `api`, the fake API. */
export function renderRoute(
  url: string,
  routes: RouteObject | RouteObject[],
  options: RenderRouteOptions & { api: Record<string, FakeHandler> },
): Rendered & { api: FakeApi };
export function renderRoute(url: string, routes: RouteObject | RouteObject[], options?: RenderRouteOptions): Rendered & { api?: FakeApi };
export function renderRoute(url: string, routes: RouteObject | RouteObject[], options: RenderRouteOptions = {}) {
  const api = options.api && fakeApi(options.api);
  const built = routeElement(url, routes, options);
  return { ...render(built.element), ...built, api };
}
