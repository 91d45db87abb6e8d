import { fireEvent, screen } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TooltipProvider } from "@/components/tooltip";
import { business } from "@/lib/business";
import { Header } from "./header";
import { renderWithQueryClient } from "@/test/render-route";

function renderHeaderAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <Header />
          <Outlet />
        </>
      ),
      children: [{ path: "*", Component: () => <p>page body</p> }],
    },
  ]);
  return renderWithQueryClient(
    <TooltipProvider>
      <Stub initialEntries={[path]} />
    </TooltipProvider>,
  );
}

const current = () =>
  screen
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);

describe("Header", () => {
  it("links the logo and Home to /unlock", () => {
    renderHeaderAt("/designs");
    expect(screen.getByRole("link", { name: /resource hub/i }).getAttribute("href")).toBe("/unlock");
    expect(screen.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/unlock");
    expect(current()).toEqual([]);
  });

  it.each([
    ["/unlock", "Home"],
    ["/business", "Commercial"],
    ["/commercial", "Commercial"],
    ["/architects", "Architects"],
    ["/drawings", "Architects"],
    ["/contact", "Contact"],
    ["/drawings/", "Architects"],
  ])("marks the current page on %s as %s", (path, label) => {
    renderHeaderAt(path);
    expect(current()).toEqual([label]);
  });

  it("opens the booking page in a new tab", () => {
    renderHeaderAt("/");
    const schedule = screen.getByRole("link", { name: /schedule consultation/i });
    expect(schedule.getAttribute("href")).toBe(business.bookingUrl);
    expect(schedule.getAttribute("target")).toBe("_blank");
    expect(schedule.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("toggles the mobile menu and closes it on navigation", () => {
    renderHeaderAt("/designs");
    const toggle = screen.getByRole("button", { name: "Main menu" });
    const nav = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(nav?.tagName).toBe("NAV");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(nav?.className).toMatch(/(^|\s)block(\s|$)/);

    fireEvent.click(screen.getByRole("link", { name: "Contact" }));
    expect(current()).toEqual(["Contact"]);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(nav?.className).toMatch(/(^|\s)hidden(\s|$)/);
  });

  it("closes the mobile menu with Escape", () => {
    renderHeaderAt("/designs");
    const toggle = screen.getByRole("button", { name: "Main menu" });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });
});
