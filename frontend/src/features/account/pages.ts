import type { PageDefinitions } from "../../lib/page-definition";

export const accountPages = {
  login: {
    id: "account/login",
    path: "/login",
    title: "Sign In or Create an Account",
    description:
      "Sign in to see your saved designs, deposits and project details, or create a free account to save plans and reserve one with a deposit.",
    module: "features/account/login-page.tsx",
    prerender: true,
    noindex: true,
  },
  account: {
    id: "account/account",
    path: "/account",
    title: "Your Account",
    description: "Your saved designs, deposits and contact details.",
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
      "Place a deposit on a plan and tell us about your build site, your preferred start date and whether you would like a site visit.",
    module: "features/account/checkout-page.tsx",
    prerender: false,
    noindex: true,
    access: "signed-in",
  },
  depositConfirmation: {
    id: "account/deposit-confirmation",
    path: "/deposit-confirmation/:designId",
    title: "Deposit Confirmation",
    description: "Confirmation of your design deposit and the next steps toward your build.",
    module: "features/account/deposit-confirmation-page.tsx",
    prerender: false,
    noindex: true,
    access: "signed-in",
  },
} satisfies PageDefinitions;
