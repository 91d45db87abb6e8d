import { afterEach, describe, expect, it, vi } from "vitest";
import { TRACKING_KEY } from "./storage-keys";
import { captureTracking, MAX_TRACKING_LENGTH, readTracking, trackingFromSearch } from "./tracking";

const campaign = "?utm_source=facebook&utm_medium=paid-social&utm_campaign=spring-barndo&utm_content=video-a&utm_term=barndominium+missouri";

describe("lead tracking (utm parameters and ?ref= for the session)", () => {
  afterEach(() => sessionStorage.clear());

  it("reads the five utm parameters and the referral code", () => {
    expect(trackingFromSearch(`${campaign}&ref=AFF123&other=x`)).toEqual({
      utmSource: "facebook",
      utmMedium: "paid-social",
      utmCampaign: "spring-barndo",
      utmContent: "video-a",
      utmTerm: "barndominium missouri",
      ref: "AFF123",
    });
  });

  it("ignores empty and blank values and trims the rest", () => {
    expect(trackingFromSearch("?utm_source=&utm_medium=%20%20&utm_campaign=%20fall%20")).toEqual({ utmCampaign: "fall" });
    expect(trackingFromSearch("")).toEqual({});
  });

  it("cuts very long values so a stray parameter never fails a submission", () => {
    expect(trackingFromSearch(`?utm_source=${"x".repeat(500)}`).utmSource).toHaveLength(MAX_TRACKING_LENGTH);
  });

  it("keeps the values in sessionStorage under the tracking key", () => {
    captureTracking(`${campaign}&ref=AFF123`);
    expect(JSON.parse(sessionStorage.getItem(TRACKING_KEY)!)).toEqual({
      utmSource: "facebook",
      utmMedium: "paid-social",
      utmCampaign: "spring-barndo",
      utmContent: "video-a",
      utmTerm: "barndominium missouri",
      ref: "AFF123",
    });
    expect(localStorage.length).toBe(0);
  });

  it("first touch wins: later pages without parameters keep the stored values", () => {
    captureTracking("?utm_source=facebook&ref=AFF123");
    expect(captureTracking("")).toEqual({ utmSource: "facebook", ref: "AFF123" });
    captureTracking("?page=2");
    expect(readTracking()).toEqual({ utmSource: "facebook", ref: "AFF123" });
  });

  it("new utm values replace the whole utm set and keep the referral code", () => {
    captureTracking("?utm_source=facebook&utm_campaign=spring&ref=AFF123");
    captureTracking("?utm_source=google&utm_medium=cpc");
    expect(readTracking()).toEqual({ utmSource: "google", utmMedium: "cpc", ref: "AFF123" });
  });

  it("a new referral code replaces the old one and keeps the utm set", () => {
    captureTracking("?utm_source=facebook&ref=AFF123");
    captureTracking("?ref=OTHER9");
    expect(readTracking()).toEqual({ utmSource: "facebook", ref: "OTHER9" });
  });

  it("survives a corrupt or foreign stored value", () => {
    sessionStorage.setItem(TRACKING_KEY, "not json");
    expect(readTracking()).toEqual({});
    sessionStorage.setItem(TRACKING_KEY, JSON.stringify({ utmSource: 42, ref: "OK1", evil: "x" }));
    expect(readTracking()).toEqual({ ref: "OK1" });
  });

  describe("the session's landing (issue 28)", () => {
    const referrer = (value: string) => vi.spyOn(document, "referrer", "get").mockReturnValue(value);
    afterEach(() => vi.restoreAllMocks());

    it("keeps the first page's path and the referring site's host only, once per session", () => {
      referrer("https://WWW.Google.com/search?q=barndominium+missouri");
      expect(captureTracking("?utm_source=google", "/barndominiums")).toEqual({
        utmSource: "google",
        referrerHost: "www.google.com",
        landingPage: "/barndominiums",
      });
      referrer("https://www.bing.com/");
      captureTracking("?utm_source=bing", "/plans");
      expect(readTracking()).toEqual({ utmSource: "bing", referrerHost: "www.google.com", landingPage: "/barndominiums" });
    });

    it("keeps a landing without campaign parameters, and no referrer host for our own site or none", () => {
      referrer(`${window.location.origin}/articles`);
      expect(captureTracking("", "/unlock")).toEqual({ landingPage: "/unlock" });
      sessionStorage.clear();
      referrer("");
      expect(captureTracking("?x=1", "/")).toEqual({ landingPage: "/" });
    });

    it("without a path (no landing to keep) behaves as before", () => {
      expect(captureTracking("")).toEqual({});
      expect(sessionStorage.getItem(TRACKING_KEY)).toBeNull();
    });
  });
});
