import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { DesignImageDto, DesignResponseDto } from "@/api/generated/model";
import { withQueryClient } from "@/test/render-route";
import { builtInDesign } from "./built-in-plans";
import DesignPage, { type PlanData } from "./design-page";
import { fullSizeUrl, GALLERY_SIZES, MAIN_PICTURE_SIZES } from "./plan-gallery";
import { designsPages } from "./pages";

const media = (n: number) => `/api/media/0b6d6f3e-3c55-4d1a-9a56-4c1f1c2b7f${10 + n}`;
const picture = (id: number, kind: DesignImageDto["kind"], alt: string, caption: string | null = null): DesignImageDto => ({
  id,
  kind,
  alt,
  caption,
  sortOrder: 0,
  imageUrl: media(id),
  sources: {
    src: media(id),
    srcSetWebp: `${media(id)} 480w, ${media(id + 1)} 960w, ${media(id + 2)} 1600w`,
    srcSetAvif: `${media(id + 3)} 480w, ${media(id + 4)} 960w, ${media(id + 5)} 1600w`,
    width: 1600,
    height: 1200,
  },
});

/** Oak as the build reads it from the running site (PRERENDER_PLANS_FROM), with the office's pictures, floor plan first. */
const oak: DesignResponseDto = {
  ...builtInDesign("oak")!,
  id: 5,
  images: [
    picture(1, "floor_plan", "Oak floor plan: three bedrooms on the left, the shop behind the mudroom", "Main floor"),
    picture(20, "photo", "The finished Oak near Cameron with the shop doors open"),
    picture(40, "rendering", "Rendering of the Oak's covered porch"),
  ],
};

/** The page as the build prerenders it from its loader's data. */
function prerendered(plan: DesignResponseDto): Document {
  const Stub = createRoutesStub([
    { id: designsPages.detail.id, path: designsPages.detail.path, Component: ({ loaderData }) => <DesignPage loaderData={loaderData as PlanData} /> },
  ]);
  const loaderData: PlanData = { builtIn: plan };
  const html = renderToString(
    withQueryClient(<Stub initialEntries={[`/designs/${plan.slug}`]} hydrationData={{ loaderData: { [designsPages.detail.id]: loaderData } }} />),
  );
  return new DOMParser().parseFromString(html, "text/html");
}

describe("a plan page's pictures (issue 31)", () => {
  it("shows the first picture (the floor plan) as the main one: eager, high priority, sized, with AVIF and WebP sizes", () => {
    const doc = prerendered(oak);
    const pictures = [...doc.querySelectorAll("picture")];
    expect(pictures).toHaveLength(3);
    const main = pictures[0].querySelector("img")!;
    expect(main.getAttribute("alt")).toBe("Oak floor plan: three bedrooms on the left, the shop behind the mudroom");
    expect([main.getAttribute("loading"), main.getAttribute("fetchpriority"), main.getAttribute("width"), main.getAttribute("height")]).toEqual([
      "eager",
      "high",
      "1600",
      "1200",
    ]);
    expect(main.getAttribute("sizes")).toBe(MAIN_PICTURE_SIZES);
    const [avif, webp] = [...pictures[0].querySelectorAll("source")];
    expect([avif.getAttribute("type"), webp.getAttribute("type")]).toEqual(["image/avif", "image/webp"]);
    expect(webp.getAttribute("srcset")).toBe(oak.images[0].sources!.srcSetWebp);
    expect(pictures[0].closest("figure")!.querySelector("figcaption")!.textContent).toContain("Main floor");
    // Nothing else takes the high priority, and the spec sheet gives way to the pictures.
    expect(doc.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    expect(doc.querySelector('img[src$="spec-sheet.svg"]')).toBeNull();
  });

  it("shows the others after the plan's description, lazy and sized, each with a link to its full size", () => {
    const doc = prerendered(oak);
    const section = doc.querySelector('section[aria-labelledby="pictures-title"]')!;
    expect(section.querySelector("h2")!.textContent).toBe("More of the Oak");
    const imgs = [...section.querySelectorAll("img")];
    expect(imgs.map((img) => img.getAttribute("alt"))).toEqual([
      "The finished Oak near Cameron with the shop doors open",
      "Rendering of the Oak's covered porch",
    ]);
    for (const img of imgs) {
      expect([img.getAttribute("loading"), img.getAttribute("width"), img.getAttribute("height"), img.getAttribute("sizes")]).toEqual([
        "lazy",
        "1600",
        "1200",
        GALLERY_SIZES,
      ]);
    }
    const links = [...section.querySelectorAll("figcaption a")].map((a) => a.getAttribute("href"));
    expect(links).toEqual([media(22), media(42)]);
    // The description comes before them.
    const about = doc.querySelector('section[aria-labelledby="about-title"]')!;
    expect(about.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps the generated spec sheet where the plan has no picture", () => {
    const doc = prerendered(builtInDesign("rose-mount")!);
    expect(doc.querySelector("picture")).toBeNull();
    const sheet = doc.querySelector('img[src="/api/designs/rose-mount/spec-sheet.svg"]')!;
    expect(sheet.getAttribute("fetchpriority")).toBe("high");
    expect(sheet.getAttribute("alt")).toContain("Rose Mount spec sheet");
    expect(doc.querySelector('section[aria-labelledby="pictures-title"]')).toBeNull();
  });

  it("shows a picture that is only an address as a plain image with its alt text", () => {
    const plain: DesignImageDto = { ...picture(1, "photo", "The porch"), sources: null, imageUrl: "/images/oak-porch.jpg" };
    const doc = prerendered({ ...oak, images: [plain] });
    const img = doc.querySelector('img[src="/images/oak-porch.jpg"]')!;
    expect([img.getAttribute("alt"), img.getAttribute("loading")]).toEqual(["The porch", "eager"]);
    expect(fullSizeUrl(plain)).toBe("/images/oak-porch.jpg");
  });

  it("keeps an archived plan's page, saying it is no longer offered, without reserve, compare or save", () => {
    const doc = prerendered({ ...oak, status: "archived" });
    expect(doc.body.textContent).toContain("We no longer offer the Oak in our catalogue.");
    expect(doc.querySelector('a[href="/checkout/oak"]')).toBeNull();
    expect(doc.querySelector('a[href^="/compare"]')).toBeNull();
    expect(doc.querySelector('a[href="/contact?model=Oak"]')).not.toBeNull();
    expect(doc.querySelectorAll("picture")).toHaveLength(3);
  });
});
