import nodeConsole from "node:console";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHashScroll } from "@/lib/scroll";
import { routeEntries } from "@/app/page-registry";
import { business } from "@/lib/business";
import { hasScheduledCall } from "@/lib/call-booking";
import { ACCESS_TOKEN_KEY } from "@/lib/storage-keys";
import { CATALOGUE } from "../../../../backend/src/modules/designs/catalogue";
import HubPage, { handle, VIDEO_TITLE } from "./hub-page";
import { hubPages } from "./pages";

function ScrollingRoot() {
  useHashScroll();
  return <Outlet />;
}

/** The hub's real routes (/unlock, /test-unlock) with its handle, under a root that runs the hash scrolling. */
function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: ScrollingRoot,
      children: routeEntries
        .filter((entry) => entry.page.id === hubPages.unlock.id)
        .map((entry) => ({ id: entry.id, path: entry.path, Component: HubPage, handle })),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

function region(name: string | RegExp) {
  return within(screen.getByRole("region", { name }));
}

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("unlock hub (spec §2)", () => {
  it.each(["/unlock", "/test-unlock"])("%s opens without an access token, with one h1", (path) => {
    renderAt(path);
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0].textContent).toBe(hubPages.unlock.title);
    expect(screen.getByText("No sign-up needed: everything here is open.")).toBeTruthy();
  });

  it("welcomes back a visitor with a stored token, without showing the token", () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "tok-123");
    renderAt("/unlock");
    expect(screen.getByText("Welcome back")).toBeTruthy();
    expect(document.body.textContent).not.toContain("tok-123");
  });

  it("keeps a follow-up e-mail's token (/unlock#access=<token>) as accessToken and clears it from the address bar", () => {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.history.replaceState(null, "", "/unlock?utm_source=email#access=tok%2D456");
    try {
      renderAt("/unlock");
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-456");
      expect(window.location.hash).toBe("");
      expect(`${window.location.pathname}${window.location.search}`).toBe("/unlock?utm_source=email");
      expect(screen.getByText("Welcome back")).toBeTruthy();
      expect(document.body.textContent).not.toContain("tok-456");
    } finally {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      window.history.replaceState(null, "", "/");
    }
  });

  it("leaves other fragments and a stored token alone", () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, "tok-123");
    window.history.replaceState(null, "", "/unlock#resource-library");
    try {
      renderAt("/unlock");
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe("tok-123");
      expect(window.location.hash).toBe("#resource-library");
    } finally {
      localStorage.removeItem(ACCESS_TOKEN_KEY);
      window.history.replaceState(null, "", "/");
    }
  });

  it("has the three cards: View Designs, calculator, Book Call", () => {
    renderAt("/unlock");
    const cards = region("Where do you want to start?");
    expect(cards.getByRole("link", { name: "View Designs" }).getAttribute("href")).toBe("/designs");
    // The count is the catalogue's, not a typed number (spec §3 says 26 but names 24).
    expect(cards.getByText(/^Browse \d+ barndominium/).textContent).toBe(
      `Browse ${CATALOGUE.length} barndominium and SIP home plans, each with a floor plan and a spec sheet.`,
    );
    expect(cards.getByRole("link", { name: "Cost Calculator" }).getAttribute("href")).toBe("/barndominium-calculator");
    expect(cards.getByRole("link", { name: "Book Call" }).getAttribute("href")).toBe("/schedule");
  });

  it("has the resource library with the seven volumes as links", () => {
    renderAt("/unlock");
    const library = document.getElementById("resource-library");
    expect(library).not.toBeNull();
    const shelf = within(within(library!).getByRole("list", { name: "Volumes" }));
    const expected: Array<[string, string]> = [
      ["Vol I: SIP Technology", "/sip-info"],
      ["Vol II: The Building Process", "/building-process"],
      ["Vol III: Cost Calculator", "/linear-foot-calculator"],
      ["Vol IV: Solar Incentives", "/solar-incentives"],
      ["Vol V: Barndominium Financing", "/barndominium-financing"],
      ["Vol VI: Building Permits", "/building-permits"],
      ["Vol VII: Educational Blog", "/blog"],
    ];
    const links = shelf.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(expected);
  });

  it("shows the design showcase with its figures", () => {
    renderAt("/unlock");
    const showcase = region("Popular barndominium plans");
    expect(showcase.getByRole("link", { name: "Rose Mount" }).getAttribute("href")).toBe("/designs/rose-mount");
    expect(showcase.getByRole("link", { name: "Oak" }).getAttribute("href")).toBe("/designs/oak");
    expect(showcase.getByRole("link", { name: "Maple Ridge" }).getAttribute("href")).toBe("/designs/maple-ridge");
    for (const figure of ["1,800 sq ft living space", "Full front porch", "2,210 sq ft living", "3,059 sq ft shop"]) {
      expect(showcase.getByText(figure)).toBeTruthy();
    }
  });

  it("hides a spec-sheet image that fails to load, leaving the others", () => {
    renderAt("/unlock");
    const oak = screen.getByRole("img", { name: /^Oak spec sheet/ });
    expect(oak.getAttribute("src")).toBe("/api/designs/oak/spec-sheet.svg");
    expect(oak.getAttribute("loading")).toBe("lazy");
    expect(oak.hidden).toBe(false);

    fireEvent.error(oak);
    expect(oak.hidden).toBe(true);
    expect(screen.getByRole("img", { name: /^Rose Mount spec sheet/ }).hidden).toBe(false);
  });

  it("loads the video frame only after the play button is clicked", () => {
    vi.spyOn(nodeConsole, "error").mockImplementation(() => {}); // happy-dom reports frames it does not load
    renderAt("/unlock");
    expect(document.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: `Play video: ${VIDEO_TITLE}` }));
    const frame = document.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(business.videoUrl);
    expect(frame?.getAttribute("title")).toBe(VIDEO_TITLE);
  });

  it("records the booking when 'schedule discovery call' opens the booking page", () => {
    renderAt("/unlock");
    const button = screen.getByRole("link", { name: /^Schedule Discovery Call/ });
    expect(button.getAttribute("href")).toBe(business.bookingUrl);
    expect(button.getAttribute("target")).toBe("_blank");
    expect(button.getAttribute("rel")).toBe("noopener noreferrer");
    expect(hasScheduledCall()).toBe(false);
    // happy-dom would really open the booking page; the browser's part is not under test.
    button.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(button);
    expect(hasScheduledCall()).toBe(true);
  });
});

describe("hub scrolling (spec §2)", () => {
  function scrollSetup() {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ top: 1000 } as DOMRect);
    return scrollTo;
  }

  it("scrolls to the resource library 800 ms after arriving, 80 px above it", () => {
    const scrollTo = scrollSetup();
    renderAt("/unlock#resource-library");
    act(() => vi.advanceTimersByTime(799));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 920, behavior: "smooth" });
  });

  it("scrolls to any other hash target after 100 ms", () => {
    const scrollTo = scrollSetup();
    renderAt("/unlock#design-showcase-title");
    act(() => vi.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 920, behavior: "smooth" });
  });
});
