/**
 * The business's e-mail and phone as inline links for MDX content, so page copy never writes
 * the address or number itself (they come from configuration, spec §9).
 */
import type { ReactNode } from "react";
import { business, telHref } from "@/lib/business";

/** mailto: link to the business e-mail; `subject` pre-fills the subject line. The text defaults to the address. */
export function BusinessEmailLink({ subject, children }: { subject?: string; children?: ReactNode }) {
  const href = `mailto:${business.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  return (
    <a href={href} className="link">
      {children ?? business.email}
    </a>
  );
}

/** tel: link to the business phone. The text defaults to the number. */
export function BusinessPhoneLink({ children }: { children?: ReactNode }) {
  return (
    <a href={telHref(business.phone)} className="link">
      {children ?? business.phone}
    </a>
  );
}
