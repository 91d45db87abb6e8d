import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { NOT_FOUND_MODULE, NOT_FOUND_ROUTE_ID, routeEntries } from "./app/page-registry";

// One route per path (aliases included), each with a unique id, all from the features' pages.ts.
export default [
  ...routeEntries.map((entry) =>
    entry.path === "/" ? index(entry.page.module, { id: entry.id }) : route(entry.path.slice(1), entry.page.module, { id: entry.id }),
  ),
  route("*", NOT_FOUND_MODULE, { id: NOT_FOUND_ROUTE_ID }),
] satisfies RouteConfig;
