import type { PageDefinitions } from "../../lib/page-definition";

/** The follow-up e-mails' own page (issue 13): where their unsubscribe link leads. */
export const followUpsPages = {
  unsubscribe: {
    id: "follow-ups/unsubscribe",
    path: "/unsubscribe",
    title: "Unsubscribe from follow-up e-mails",
    description: "Stop the follow-up e-mails about your barndominium or SIP home project; one click, no account needed.",
    module: "features/follow-ups/unsubscribe-page.tsx",
    prerender: true,
    noindex: true,
  },
} satisfies PageDefinitions;
