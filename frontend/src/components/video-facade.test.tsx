import nodeConsole from "node:console";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VideoFacade } from "./video-facade";

const src = "https://video.example.com/embed/intro";

describe("VideoFacade", () => {
  it("shows a named play button and no frame until clicked", () => {
    const { container } = render(<VideoFacade src={src} title="How a SIP barndominium goes up" caption="4 min" />);
    expect(screen.getByRole("button", { name: /^Play video: How a SIP barndominium goes up\s+4 min$/ })).toBeTruthy();
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.innerHTML).not.toContain(src);
  });

  it("inserts the player frame after the click and hands it focus", () => {
    // happy-dom does not load frames and reports each one on the console it started with.
    vi.spyOn(nodeConsole, "error").mockImplementation(() => {});
    const { container } = render(<VideoFacade src={src} title="Our process" />);
    fireEvent.click(screen.getByRole("button", { name: "Play video: Our process" }));

    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(src);
    expect(frame?.getAttribute("title")).toBe("Our process");
    expect(frame?.getAttribute("allow")).toBe("autoplay; encrypted-media");
    expect(frame?.hasAttribute("allowfullscreen")).toBe(true);
    expect(screen.queryByRole("button")).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  it("accepts a poster of its own", () => {
    render(<VideoFacade src={src} title="Tour" poster={<span data-testid="poster" />} />);
    expect(screen.getByTestId("poster")).toBeTruthy();
  });
});
