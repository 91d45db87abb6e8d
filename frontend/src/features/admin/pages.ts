import { PLANNED_PAGE_MODULE, type PageAccess, type PageDefinitions } from "../../lib/page-definition";

const STAFF: PageAccess = ["admin"];

/** Staff-only pages: admins only, never prerendered, never indexed. */
export const adminPages = {
  dashboard: {
    id: "admin/dashboard",
    path: "/admin/dashboard",
    title: "Admin Dashboard",
    description: "Staff overview of new leads, quote requests, deposits and referral activity.",
    module: PLANNED_PAGE_MODULE,
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  leads: {
    id: "admin/leads",
    path: "/admin/leads",
    title: "Discovery Call Leads",
    description: "Staff list of quiz and discovery-call leads with their answers, status and follow-ups.",
    module: PLANNED_PAGE_MODULE,
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  quoteRequests: {
    id: "admin/quote-requests",
    path: "/admin/quote-requests",
    title: "Quote Requests",
    description: "Staff list of messages and quote requests sent from the contact page.",
    module: PLANNED_PAGE_MODULE,
    prerender: false,
    noindex: true,
    access: STAFF,
  },
} satisfies PageDefinitions;
