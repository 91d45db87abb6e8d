import { Link } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { TRACKING_KEY } from "@/lib/storage-keys";
import { renderRoute } from "@/test/render-route";
import { useTrackingCapture } from "./use-tracking-capture";

function Page() {
  useTrackingCapture();
  return <Link to="/facebook-lead">Next page</Link>;
}

const stored = () => JSON.parse(sessionStorage.getItem(TRACKING_KEY) ?? "null");

describe("useTrackingCapture (in the app shell)", () => {
  afterEach(() => sessionStorage.clear());

  it("keeps the landing URL's utm parameters and ref for the session, on any page, across navigation", async () => {
    const { router } = renderRoute("/landing?utm_source=facebook&utm_medium=paid&ref=AFF1", [
      { path: "/landing", Component: Page },
      { path: "/facebook-lead", Component: Page },
    ]);
    expect(stored()).toEqual({ utmSource: "facebook", utmMedium: "paid", ref: "AFF1", landingPage: "/landing" });
    fireEvent.click(await screen.findByRole("link", { name: "Next page" }));
    await screen.findByRole("link", { name: "Next page" });
    expect(router.state.location.pathname).toBe("/facebook-lead");
    // The landing is the session's first page's, not the one after it.
    expect(stored()).toEqual({ utmSource: "facebook", utmMedium: "paid", ref: "AFF1", landingPage: "/landing" });
  });
});
