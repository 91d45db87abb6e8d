import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { ContractorPhotoDto, ContractorResponseDto } from "@/api/generated/model";
import { installFakeApi } from "@/test/fake-api";
import { withQueryClient } from "@/test/render-route";
import ContractorPage from "./contractor-page";
import { ContractorPhotoGallery, GALLERY_SIZES } from "./contractor-photo-gallery";
import { contractorsPages } from "./pages";
import { sampleContractor } from "./sample-contractors";

const sources = (n: number) => ({
  src: `/api/media/webp-960-${n}`,
  srcSetWebp: `/api/media/webp-480-${n} 480w, /api/media/webp-960-${n} 960w, /api/media/webp-1600-${n} 1600w`,
  srcSetAvif: `/api/media/avif-480-${n} 480w, /api/media/avif-960-${n} 960w, /api/media/avif-1600-${n} 1600w`,
  width: 1600,
  height: 1200,
});

const GREAT_ROOM: ContractorPhotoDto = {
  id: 1,
  image: sources(1),
  fullSizeUrl: "/api/media/webp-1600-1",
  altText: "Great room of a 40x60 barndominium with a stone fireplace and a loft",
  caption: "Cameron, 2025",
};
const SHOP: ContractorPhotoDto = {
  id: 2,
  image: sources(2),
  fullSizeUrl: "/api/media/webp-1600-2",
  altText: "Gable end of a finished SIP shop with board and batten siding",
  caption: null,
};

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

describe("the profile's photo gallery", () => {
  it("shows each approved photo as a lazy <picture> in AVIF and WebP, sized for its grid cell, with no layout shift", () => {
    const { container } = render(<ContractorPhotoGallery photos={[GREAT_ROOM, SHOP]} contractorName="Prairie Electric" />);
    expect(screen.getByRole("heading", { level: 2, name: "Photos of their work" })).toBeTruthy();
    expect(screen.getByText(/^2 photos from Prairie Electric’s own jobs, checked by our office/)).toBeTruthy();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);

    const img = screen.getByRole("img", { name: GREAT_ROOM.altText }) as HTMLImageElement;
    expect({
      src: img.getAttribute("src"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loading: img.getAttribute("loading"),
      decoding: img.getAttribute("decoding"),
      sizes: img.getAttribute("sizes"),
    }).toEqual({ src: "/api/media/webp-960-1", width: "1600", height: "1200", loading: "lazy", decoding: "async", sizes: GALLERY_SIZES });
    const picture = img.closest("picture")!;
    expect(Array.from(picture.querySelectorAll("source")).map((s) => [s.getAttribute("type"), s.getAttribute("srcset"), s.getAttribute("sizes")])).toEqual([
      ["image/avif", GREAT_ROOM.image.srcSetAvif, GALLERY_SIZES],
      ["image/webp", GREAT_ROOM.image.srcSetWebp, GALLERY_SIZES],
    ]);
    // One column on a phone, two from 640 px, three from 1024 px: `sizes` says the same.
    expect(screen.getByRole("list").className).toContain("sm:grid-cols-2 lg:grid-cols-3");
    expect(GALLERY_SIZES).toBe("(min-width: 1024px) 310px, (min-width: 640px) calc(50vw - 2rem), calc(100vw - 2rem)");
    expect(container.querySelectorAll("img[loading=lazy]")).toHaveLength(2);
  });

  it("links each photo to its largest size, named by its alt text, with the caption under it", () => {
    render(<ContractorPhotoGallery photos={[GREAT_ROOM, SHOP]} contractorName="Prairie Electric" />);
    const link = screen.getByRole("link", { name: `${GREAT_ROOM.altText} (full size)` });
    expect(link.getAttribute("href")).toBe("/api/media/webp-1600-1");
    expect(link.closest("figure")!.querySelector("figcaption")!.textContent).toBe("Cameron, 2025");
    expect(
      screen
        .getByRole("link", { name: `${SHOP.altText} (full size)` })
        .closest("figure")!
        .querySelector("figcaption"),
    ).toBeNull();
  });

  it("is not there at all without approved photos", () => {
    const { container } = render(<ContractorPhotoGallery photos={[]} contractorName="Prairie Electric" />);
    expect(container.innerHTML).toBe("");
  });

  it("appears on the profile after the facts and credentials, from the API's answer", async () => {
    const prairie: ContractorResponseDto = {
      ...sampleContractor("bluestem-sip-builders")!,
      id: 40,
      slug: "prairie-electric",
      name: "Prairie Electric",
      isSample: false,
    };
    api = installFakeApi({
      "GET /api/contractors/prairie-electric": () => ({ status: 200, data: { ...prairie, photos: [GREAT_ROOM] } }),
      "GET /api/contractors/prairie-electric/reviews": () => ({ status: 200, data: { items: [], total: 0, page: 1, pageSize: 10 } }),
    });
    const Stub = createRoutesStub([{ id: contractorsPages.profile.id, path: contractorsPages.profile.path, Component: ContractorPage }]);
    render(withQueryClient(<Stub initialEntries={["/contractors/prairie-electric"]} />));
    expect(await screen.findByRole("img", { name: GREAT_ROOM.altText })).toBeTruthy();
    // After what the office checked (the facts, licences and insurance), before the specialties.
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    const gallery = headings.indexOf("Photos of their work");
    expect(gallery).toBeGreaterThan(headings.indexOf("At a glance"));
    expect(headings[gallery + 1]).toBe("Specialties");
  });

  it("is not in a prerendered sample profile, whose samples have no portfolio", () => {
    const Stub = createRoutesStub([{ id: contractorsPages.profile.id, path: contractorsPages.profile.path, Component: ContractorPage }]);
    const html = renderToString(withQueryClient(<Stub initialEntries={["/contractors/bluestem-sip-builders"]} />));
    expect(html).toContain("Bluestem SIP Builders</h1>");
    expect(html).not.toContain("Photos of their work");
  });
});
