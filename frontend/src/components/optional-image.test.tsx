import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { OptionalImage } from "./optional-image";

describe("OptionalImage", () => {
  it("is a lazy image with its size until it fails", () => {
    render(<OptionalImage src="/plan.svg" alt="Oak spec sheet" width={640} height={480} />);
    const image = screen.getByRole("img", { name: "Oak spec sheet" });
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("width")).toBe("640");
    expect(image.getAttribute("height")).toBe("480");
    expect(image.hidden).toBe(false);
  });

  it("hides itself when the file fails to load", () => {
    const onError = vi.fn();
    render(<OptionalImage src="/missing.svg" alt="Oak spec sheet" width={640} height={480} onError={onError} />);
    const image = screen.getByRole("img", { name: "Oak spec sheet" });
    fireEvent.error(image);
    expect(image.hidden).toBe(true);
    expect(onError).toHaveBeenCalledOnce();
  });

  it("hides itself when it had already failed before hydration", async () => {
    vi.spyOn(HTMLImageElement.prototype, "decode").mockRejectedValue(new DOMException("broken", "EncodingError"));
    const { container } = render(<OptionalImage src="/missing.svg" alt="Oak spec sheet" width={640} height={480} />);
    await act(async () => {});
    expect(container.querySelector("img")?.hidden).toBe(true);
  });
});
