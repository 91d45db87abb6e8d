import type { PageDefinitions } from "../../lib/page-definition";

export const accountPages = {
  login: {
    id: "account/login",
    path: "/login",
    title: "Sign In or Create an Account",
    description: "Sign in to see your saved designs, deposits and project details, or create a free account to save plans and reserve one.",
    module: "features/account/login-page.tsx",
    prerender: true,
    noindex: true,
  },
  account: {
    id: "account/account",
    path: "/account",
    title: "Your Account",
    description: "Your saved designs, reservations and signed agreements, and your contact details.",
    module: "features/account/account-page.tsx",
    prerender: false,
    noindex: true,
    access: "signed-in",
  },
  checkout: {
    id: "account/checkout",
    path: "/checkout/:designId",
    title: "Reserve Your Design",
    description:
      "Reserve a plan: tell us about your build site, your preferred start date and whether you would like a site visit, sign the reservation agreement, and pay the deposit.",
    module: "features/account/checkout-page.tsx",
    prerender: false,
    noindex: true,
    access: "signed-in",
  },
  depositConfirmation: {
    id: "account/deposit-confirmation",
    path: "/deposit-confirmation/:designId",
    title: "Your Reservation",
    description: "Your reservation of a plan: the signed agreement, where the deposit stands, and the next steps toward your build.",
    module: "features/account/deposit-confirmation-page.tsx",
    prerender: false,
    noindex: true,
    access: "signed-in",
  },
} satisfies PageDefinitions;
