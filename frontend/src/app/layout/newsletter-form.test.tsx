import { act, fireEvent, render, screen } from "@testing-library/react";
import axios from "axios";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http } from "@/api/http";
import { Toaster } from "@/components/toast/toaster";
import { resetToasts } from "@/components/toast/use-toast";
import { NewsletterForm } from "./newsletter-form";

function setup() {
  render(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );
  return {
    input: screen.getByLabelText("Email address") as HTMLInputElement,
    submit: screen.getByRole("button", { name: "Subscribe" }),
  };
}

/** The toast root holding `text` (Radix also copies the text into a screen-reader announcement). */
async function toastWith(text: string) {
  const matches = await screen.findAllByText(text);
  const root = matches.map((node) => node.closest("[data-variant]")).find(Boolean);
  expect(root, `toast with "${text}"`).toBeTruthy();
  return root as HTMLElement;
}

describe("NewsletterForm", () => {
  const network = {
    fetch: vi.fn(),
    xhrOpen: vi.fn(),
    axios: vi.fn(),
  };

  beforeEach(() => {
    resetToasts();
    vi.spyOn(globalThis, "fetch").mockImplementation(network.fetch);
    vi.spyOn(XMLHttpRequest.prototype, "open").mockImplementation(network.xhrOpen);
    vi.spyOn(axios, "request").mockImplementation(network.axios);
    vi.spyOn(http, "request").mockImplementation(network.axios);
  });

  afterEach(() => {
    act(() => resetToasts());
    expect(network.fetch).not.toHaveBeenCalled();
    expect(network.xhrOpen).not.toHaveBeenCalled();
    expect(network.axios).not.toHaveBeenCalled();
    vi.clearAllMocks();
  });

  it("starts empty, with a label on the input", () => {
    const { input } = setup();
    expect(input.value).toBe("");
    expect(input.type).toBe("email");
  });

  it("asks for an email address when submitted empty", async () => {
    const { submit } = setup();
    fireEvent.click(submit);
    const toast = await toastWith("Please enter your email address");
    expect(toast.dataset.variant).toBe("destructive");
    expect(screen.queryByText("Subscribed!")).toBeNull();
  });

  it("treats whitespace as empty", async () => {
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.click(submit);
    await toastWith("Please enter your email address");
  });

  it("thanks the visitor and clears the box, without checking the format or sending anything", async () => {
    const { input, submit } = setup();
    fireEvent.change(input, { target: { value: "not-an-email" } });
    fireEvent.click(submit);
    const toast = await toastWith("Thank you for subscribing to our newsletter.");
    expect(toast.dataset.variant).toBe("default");
    expect(toast.textContent).toContain("Subscribed!");
    expect(input.value).toBe("");
  });

  it("shows only the latest notice", async () => {
    const { input, submit } = setup();
    fireEvent.click(submit);
    await toastWith("Please enter your email address");
    fireEvent.change(input, { target: { value: "jane@example.com" } });
    fireEvent.click(submit);
    await toastWith("Thank you for subscribing to our newsletter.");
    expect(document.querySelectorAll("[data-variant]")).toHaveLength(1);
  });
});
