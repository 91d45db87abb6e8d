import type { PageAccess, PageDefinitions } from "../../lib/page-definition";
import { affiliatesPages } from "../affiliates/pages";

const STAFF: PageAccess = ["admin"];

/**
 * Staff-only pages (issue 13): admins with two-step sign-in only, never prerendered, never indexed.
 * Their route modules (and so every line of admin code) load only when an admin page opens.
 */
export const adminPages = {
  dashboard: {
    id: "admin/dashboard",
    path: "/admin/dashboard",
    title: "Admin Dashboard",
    description: "Staff overview of new leads, quote requests, deposits and follow-up e-mails.",
    module: "features/admin/dashboard-page.tsx",
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  leads: {
    id: "admin/leads",
    path: "/admin/leads",
    title: "Discovery Call Leads",
    description: "Staff list of quiz and discovery-call leads with their status, source and follow-up e-mails.",
    module: "features/admin/leads-page.tsx",
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  lead: {
    id: "admin/lead",
    path: "/admin/leads/:id",
    title: "Lead",
    description: "One lead: contact details, quiz answers, pipeline status, notes, follow-ups and timeline.",
    module: "features/admin/lead-page.tsx",
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  quoteRequests: {
    id: "admin/quote-requests",
    path: "/admin/quote-requests",
    title: "Quote Requests",
    description: "Staff list of messages and quote requests sent from the contact page.",
    module: "features/admin/quote-requests-page.tsx",
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  quoteRequest: {
    id: "admin/quote-request",
    path: "/admin/quote-requests/:id",
    title: "Quote Request",
    description: "One message from the contact page, its status and the lead with the same e-mail.",
    module: "features/admin/quote-request-page.tsx",
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  deposits: {
    id: "admin/deposits",
    path: "/admin/deposits",
    title: "Deposits",
    description: "Staff list of design deposits: invoice, mark paid, cancel or refund.",
    module: "features/admin/deposits-page.tsx",
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  contractors: {
    id: "admin/contractors",
    path: "/admin/contractors",
    title: "Contractors",
    description: "Staff list of contractor listings and applications: approve or reject, unpublish, and verify documents.",
    module: "features/admin/contractors-page.tsx",
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  contractor: {
    id: "admin/contractor",
    path: "/admin/contractors/:id",
    title: "Contractor",
    description: "One contractor listing: every field of the application, its decision, status, verification and history.",
    module: "features/admin/contractor-page.tsx",
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  contractorReviews: {
    id: "admin/contractor-reviews",
    path: "/admin/contractor-reviews",
    title: "Contractor Reviews",
    description: "Staff list of reviews of network contractors to publish, reject or unpublish, and mark verified customers.",
    module: "features/admin/contractor-reviews-page.tsx",
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  users: {
    id: "admin/users",
    path: "/admin/users",
    title: "Users",
    description: "Staff list of every account on the site, its role and whether two-step sign-in is on.",
    module: "features/admin/users-page.tsx",
    prerender: false,
    noindex: true,
    access: STAFF,
  },
  failedMail: {
    id: "admin/failed-mail",
    path: "/admin/failed-mail",
    title: "Failed E-mails",
    description: "E-mails the site gave up delivering, with a button to send each again.",
    module: "features/admin/failed-mail-page.tsx",
    prerender: false,
    noindex: true,
    access: STAFF,
  },
} satisfies PageDefinitions;

/** The one admin navigation (admin-shell.tsx): the list pages, in this order, with their short names. */
export const ADMIN_NAV = [
  { page: adminPages.dashboard, label: "Dashboard" },
  { page: adminPages.leads, label: "Leads" },
  { page: adminPages.quoteRequests, label: "Quote requests" },
  { page: adminPages.deposits, label: "Deposits" },
  { page: affiliatesPages.admin, label: "Referral partners" },
  { page: adminPages.contractors, label: "Contractors" },
  { page: adminPages.contractorReviews, label: "Contractor reviews" },
  { page: adminPages.users, label: "Users" },
  { page: adminPages.failedMail, label: "Failed e-mails" },
] as const;
