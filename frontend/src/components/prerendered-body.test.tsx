import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PrerenderedBody } from "./prerendered-body";

/** How often the body's component rendered: a kept body never renders it (nor loads its code). */
let bodyRenders = 0;

function TextBody() {
  bodyRenders += 1;
  return (
    <p>
      Read about <Link to="/other">panel walls</Link> or write to <a href="mailto:office@example.com">the office</a>.
    </p>
  );
}

function BodyWithButton() {
  bodyRenders += 1;
  return (
    <button type="button" onClick={(event) => (event.currentTarget.textContent = "Playing")}>
      Play video
    </button>
  );
}

function stub(Body: () => React.JSX.Element) {
  const Stub = createRoutesStub([
    {
      path: "/article",
      Component: () => (
        <main>
          <PrerenderedBody>
            <Body />
          </PrerenderedBody>
        </main>
      ),
    },
    { path: "/other", Component: () => <h1>Panel walls</h1> },
  ]);
  return <Stub initialEntries={["/article"]} />;
}

/** Prerenders the page, then hydrates that HTML as the browser does on a first visit. */
async function firstVisit(Body: () => React.JSX.Element): Promise<{ container: HTMLElement; recoverable: unknown[] }> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(stub(Body));
  document.body.append(container);
  bodyRenders = 0;
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, stub(Body), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, recoverable };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("PrerenderedBody", () => {
  it("keeps a text-and-links body as prerendered, without rendering its component, and its links navigate in the page", async () => {
    const { container, recoverable } = await firstVisit(TextBody);
    expect(recoverable).toEqual([]);
    expect(bodyRenders).toBe(0);
    expect(container.querySelector("#page-body")?.textContent).toBe("Read about panel walls or write to the office.");

    // A plain click on an internal link is a client-side navigation.
    fireEvent.click(screen.getByRole("link", { name: "panel walls" }));
    expect(await screen.findByRole("heading", { name: "Panel walls" })).toBeTruthy();
  });

  it("leaves a click with a modifier key, or on a link to another origin (mailto:), to the browser", async () => {
    await firstVisit(TextBody);
    const withCtrl = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    screen.getByRole("link", { name: "panel walls" }).dispatchEvent(withCtrl);
    expect(withCtrl.defaultPrevented).toBe(false);
    const mail = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("link", { name: "the office" }).dispatchEvent(mail);
    expect(mail.defaultPrevented).toBe(false);
  });

  it("hydrates a body that holds a control, so the control works", async () => {
    const { recoverable } = await firstVisit(BodyWithButton);
    expect(recoverable).toEqual([]);
    expect(bodyRenders).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Play video" }));
    expect(screen.getByRole("button").textContent).toBe("Playing");
  });

  it("renders the body's component when the page is not hydrated from prerendered HTML (a client-side navigation)", () => {
    bodyRenders = 0;
    render(stub(TextBody));
    expect(bodyRenders).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "panel walls" }).getAttribute("href")).toBe("/other");
  });
});
