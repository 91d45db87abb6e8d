import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { business } from "@/lib/business";
import NotFound from "../not-found";
import { NOT_FOUND_ROUTE_ID, routeEntries } from "../page-registry";
import PlannedPage from "../planned-page";
import { Providers } from "../providers";
import { AppShell } from "./app-shell";

/** The real route table (ids included) under a root that renders the real shell. */
function renderAppAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => (
        <Providers>
          <AppShell>
            <Outlet />
          </AppShell>
        </Providers>
      ),
      children: [
        ...routeEntries.map((entry) =>
          entry.path === "/"
            ? { id: entry.id, index: true as const, Component: PlannedPage }
            : { id: entry.id, path: entry.path.slice(1), Component: PlannedPage },
        ),
        { id: NOT_FOUND_ROUTE_ID, path: "*", Component: NotFound },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const footerLinks: Array<[string, string]> = [
  ["/", "Home"],
  ["/designs", "Browse Designs"],
  ["/sip-info", "SIP Technology"],
  ["/sip-home-builders-missouri", "SIP Builders MO"],
  ["/contractors", "Contractors"],
  ["/funding-the-dream", "Funding"],
  ["/faq", "FAQ"],
  ["/building-process", "Our Process"],
  ["/about", "About"],
  ["/contact", "Contact"],
  ["/privacy-policy", "Privacy Policy"],
  ["/terms-of-service", "Terms of Service"],
  ["/accessibility", "Accessibility"],
  ["/admin/dashboard", "Admin"],
  ["/st-joseph", "St. Joseph"],
  ["/liberty", "Liberty"],
  ["/kansas-city", "Kansas City"],
  ["/platte-city", "Platte City"],
  ["/smithville", "Smithville"],
  ["/excelsior-springs", "Excelsior Springs"],
  ["/savannah", "Savannah"],
  ["/parkville", "Parkville"],
  ["/kearney", "Kearney"],
  ["/cameron", "Cameron"],
  ["/maryville", "Maryville"],
  ["/columbia", "Columbia"],
  ["/bethany", "Bethany"],
  ["/holt", "Holt"],
  ["/kirksville", "Kirksville"],
  ["/mound-city", "Mound City"],
];

afterEach(() => {
  vi.useRealTimers();
});

describe("AppShell", () => {
  it("shows a planned page with its real title and purpose, inside header and footer", () => {
    renderAppAt("/designs");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Barndominium & SIP Home Designs");
    expect(screen.getByText(/16 residential SIP home plans/)).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Skip to main content" }).getAttribute("href")).toBe("#main-content");
    expect(document.getElementById("main-content")?.tagName).toBe("MAIN");
  });

  it.each(["/landing", "/test-landing", "/quiz", "/barndominium-quiz"])("hides header and footer on %s", (path) => {
    renderAppAt(path);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it.each(["/", "/final-landing", "/how-close-are-you-to-building-a-barndominium", "/unlock"])("keeps them on %s", (path) => {
    renderAppAt(path);
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
  });

  it("shows the not-found page for unknown paths", () => {
    renderAppAt("/no/such/page");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Page not found");
    const main = within(screen.getByRole("main"));
    for (const href of ["/designs", "/contact", "/unlock", "/"]) {
      expect(
        main.getAllByRole("link").some((link) => link.getAttribute("href") === href),
        href,
      ).toBe(true);
    }
  });

  it("renders a page whose feature is not built without forms or fake buttons", () => {
    renderAppAt("/barndominium-calculator");
    const main = within(screen.getByRole("main"));
    expect(main.queryByRole("button")).toBeNull();
    expect(main.queryByRole("textbox")).toBeNull();
  });
});

describe("Footer", () => {
  it("has every spec §2 link with its label, exactly once", () => {
    renderAppAt("/about");
    const footer = within(screen.getByRole("contentinfo"));
    const links = footer.getAllByRole("link");
    for (const [href, label] of footerLinks) {
      const matching = links.filter((link) => link.getAttribute("href") === href && link.textContent === label);
      expect(matching, `${label} → ${href}`).toHaveLength(1);
    }
  });

  it("shows address, phone and email from the business configuration, and one live social link", () => {
    renderAppAt("/about");
    const footer = within(screen.getByRole("contentinfo"));
    expect(footer.getByText(business.address.street)).toBeTruthy();
    expect(footer.getByRole("link", { name: business.phone }).getAttribute("href")).toMatch(/^tel:\+1\d{10}$/);
    expect(footer.getByRole("link", { name: business.email }).getAttribute("href")).toBe(`mailto:${business.email}`);
    const facebook = footer.getByRole("link", { name: /facebook/i });
    expect(facebook.getAttribute("href")).toBe(business.facebookUrl);
    expect(facebook.getAttribute("target")).toBe("_blank");
    const youtube = footer.getByText("YouTube (coming soon)");
    expect(youtube.closest("a")).toBeNull();
  });

  it("shows the current year in the copyright line", () => {
    renderAppAt("/about");
    expect(screen.getByRole("contentinfo").textContent).toContain(`© ${new Date().getFullYear()} ${business.businessName}`);
  });
});

describe("scrolling", () => {
  it("scrolls smoothly to a hash target 100 ms after navigating to it", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const section = document.createElement("section");
    section.id = "how-it-works";
    section.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    document.body.append(section);

    renderAppAt("/#how-it-works");
    act(() => vi.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    // 80 px above the section, clear of the sticky header.
    expect(scrollTo).toHaveBeenCalledWith({ top: 420, behavior: "smooth" });
    section.remove();
  });

  it("offers a back-to-top button once the visitor has scrolled down", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    renderAppAt("/faq");
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();

    Object.defineProperty(window, "scrollY", { configurable: true, value: 1200 });
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    fireEvent.click(screen.getByRole("button", { name: "Back to top" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  });
});
