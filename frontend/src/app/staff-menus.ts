/**
 * The staff shell's menus, one per kind of staff page (shell-routes.ts: `staffMenu`): the office's
 * pages, a referral partner's dashboard and a contractor's dashboard. The shell (staff-layout.tsx)
 * shows the menu of the page it frames, with the page's own link marked current.
 */
import { adminPages } from "../features/admin/pages";
import { affiliatesPages } from "../features/affiliates/pages";
import type { StaffMenu, StaffMenuItem } from "@/components/staff/staff-shell";
import { pagePaths, type StaffMenuId } from "../lib/shell-routes";

const ACCOUNT: StaffMenuItem = { label: "Your account", to: "/account" };
// From the shell's route facts: contractors/pages.ts would bring every sample listing along.
const CONTRACTOR_DASHBOARD = pagePaths("contractors/dashboard")[0];

export const STAFF_MENUS: Readonly<Record<StaffMenuId, StaffMenu>> = {
  admin: {
    label: "Office",
    audience: "Office",
    items: [
      { label: "Dashboard", to: adminPages.dashboard.path, access: adminPages.dashboard.access },
      { label: "My Work", to: adminPages.myWork.path, access: adminPages.myWork.access },
      { label: "Leads", to: adminPages.leads.path, access: adminPages.leads.access },
      { label: "Pipeline board", to: `${adminPages.leads.path}?view=board`, access: adminPages.leads.access },
      { label: "Response times", to: adminPages.responseTime.path, access: adminPages.responseTime.access },
      { label: "Source to deposit", to: adminPages.sourceReport.path, access: adminPages.sourceReport.access },
      { label: "Quote requests", to: adminPages.quoteRequests.path, access: adminPages.quoteRequests.access },
      { label: "Deposits", to: adminPages.deposits.path, access: adminPages.deposits.access },
      { label: "Sales team", to: adminPages.team.path, access: adminPages.team.access },
      { label: "Referral partners", to: affiliatesPages.admin.path, access: affiliatesPages.admin.access },
      { label: "Plans", to: adminPages.plans.path, access: adminPages.plans.access },
      { label: "Contractors", to: adminPages.contractors.path, access: adminPages.contractors.access },
      { label: "Contractor reviews", to: adminPages.contractorReviews.path, access: adminPages.contractorReviews.access },
      { label: "Expiring insurance", to: adminPages.insuranceCertificates.path, access: adminPages.insuranceCertificates.access },
      { label: "Contractor photos", to: adminPages.contractorPhotos.path, access: adminPages.contractorPhotos.access },
      { label: "Users", to: adminPages.users.path, access: adminPages.users.access },
      { label: "Failed e-mails", to: adminPages.failedMail.path, access: adminPages.failedMail.access },
      ACCOUNT,
    ],
  },
  partner: {
    label: "Referral partner",
    audience: "Referral partner",
    items: [
      { label: "Dashboard", to: affiliatesPages.dashboard.path },
      { label: "Referral link", to: `${affiliatesPages.dashboard.path}#referral-link` },
      { label: "Referrals", to: `${affiliatesPages.dashboard.path}#referrals` },
      { label: "Payments", to: `${affiliatesPages.dashboard.path}#payments` },
      { label: "Profile and payout details", to: `${affiliatesPages.dashboard.path}#profile` },
      { label: "Submit a referral", to: affiliatesPages.leadForm.path },
      ACCOUNT,
    ],
  },
  contractor: {
    label: "Contractor",
    audience: "Contractor",
    items: [
      { label: "Dashboard", to: CONTRACTOR_DASHBOARD },
      { label: "Requests", to: `${CONTRACTOR_DASHBOARD}#requests` },
      { label: "Your profile", to: `${CONTRACTOR_DASHBOARD}#profile` },
      { label: "Service areas", to: `${CONTRACTOR_DASHBOARD}#service-areas` },
      ACCOUNT,
    ],
  },
};
