import type { PageDefinitions } from "../../lib/page-definition";

export const affiliatesPages = {
  registration: {
    id: "affiliates/registration",
    path: "/affiliate-registration",
    title: "Become a Referral Partner",
    description:
      "Realtors, lenders, land sellers and tradespeople: register as a referral partner and earn a commission on the Missouri home builders you send us.",
    module: "features/affiliates/registration-page.tsx",
    prerender: true,
  },
  dashboard: {
    id: "affiliates/dashboard",
    path: "/affiliate-dashboard",
    title: "Referral Partner Dashboard",
    description: "Where referral partners follow their leads, conversions and commission payments.",
    module: "features/affiliates/dashboard-page.tsx",
    prerender: false,
    noindex: true,
    access: ["affiliate"],
  },
  leadForm: {
    id: "affiliates/lead-form",
    path: "/affiliate-lead-form",
    title: "Submit a Referral",
    description: "For registered referral partners: send us a customer who wants to build, with their contact details, location, budget and timeframe.",
    module: "features/affiliates/lead-form-page.tsx",
    prerender: true,
  },
  admin: {
    id: "affiliates/admin",
    path: "/affiliate-admin",
    title: "Referral Partner Administration",
    description: "Staff review of partner applications, referred leads and commission payments.",
    module: "features/affiliates/admin-page.tsx",
    prerender: false,
    noindex: true,
    access: ["admin"],
  },
} satisfies PageDefinitions;
