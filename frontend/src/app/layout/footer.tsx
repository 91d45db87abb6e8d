import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Logo } from "@/components/logo";
import { buildYear, business, officeHours, telHref } from "@/lib/business";
import { serviceAreaCities } from "@/lib/service-area";
import { NewsletterForm } from "./newsletter-form";

const exploreLinks = [
  { to: "/", label: "Home" },
  { to: "/designs", label: "Browse Designs" },
  { to: "/sip-info", label: "SIP Technology" },
  { to: "/sip-home-builders-missouri", label: "SIP Builders MO" },
  { to: "/building-process", label: "Our Process" },
  { to: "/funding-the-dream", label: "Funding" },
  { to: "/faq", label: "FAQ" },
];

const companyLinks = [
  { to: "/about", label: "About" },
  { to: "/contractors", label: "Contractors" },
  { to: "/contact", label: "Contact" },
  { to: "/admin/dashboard", label: "Admin" },
];

const legalLinks = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/accessibility", label: "Accessibility" },
];

const cityLinks = serviceAreaCities.map((city) => ({ to: `/${city.slug}`, label: city.name }));

const linkClass = "rounded-sm text-stone-300 hover:text-white hover:underline underline-offset-4";

function FooterLinks({ links, className, labelledBy }: { links: readonly { to: string; label: string }[]; className: string; labelledBy?: string }) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.to}>
          <Link className={linkClass} to={link.to}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
const headingClass = "text-sm font-semibold tracking-wider text-brand-300 uppercase";

/** One markup for every screen size: the grid reflows, nothing is duplicated (spec §2). */
export function Footer() {
  // The prerendered HTML carries the build year; the visitor's clock takes over after hydration.
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);

  const { address } = business;
  return (
    <footer className="bg-stone-900 text-stone-300 dark:bg-black">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:gap-8 lg:px-8 lg:py-16">
        <section aria-labelledby="footer-company" className="lg:col-span-4">
          <h2 id="footer-company" className="sr-only">
            About {business.businessName}
          </h2>
          <Logo inverted />
          <p className="mt-4 max-w-sm leading-relaxed">
            We build energy-efficient barndominiums and custom SIP homes across northwest and central Missouri, from our office in St. Joseph. SIP shells go up
            in 7 days, with insulation from R-24 to R-50.
          </p>
          <address className="mt-5 space-y-1.5 not-italic">
            <p>{address.street}</p>
            <p>
              {address.city}, {address.state} {address.zip}
            </p>
            <p>
              <a className={linkClass} href={telHref(business.phone)}>
                {business.phone}
              </a>
            </p>
            <p>
              <a className={linkClass} href={`mailto:${business.email}`}>
                {business.email}
              </a>
            </p>
            <p className="text-sm text-stone-400">Office hours: {officeHours}</p>
          </address>
          <ul className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm" aria-label="Social media">
            <li>
              <a className={linkClass} href={business.facebookUrl} target="_blank" rel="noopener noreferrer">
                Facebook<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li className="text-stone-400">YouTube (coming soon)</li>
          </ul>
        </section>

        <nav aria-labelledby="footer-explore" className="lg:col-span-2">
          <h2 id="footer-explore" className={headingClass}>
            Explore
          </h2>
          <FooterLinks links={exploreLinks} className="mt-4 space-y-2.5" />
          <h2 id="footer-company-links" className={`${headingClass} mt-8`}>
            Company
          </h2>
          <FooterLinks links={companyLinks} className="mt-4 space-y-2.5" labelledBy="footer-company-links" />
        </nav>

        <nav aria-labelledby="footer-cities" className="lg:col-span-3">
          <h2 id="footer-cities" className={headingClass}>
            Service area
          </h2>
          <FooterLinks links={cityLinks} className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2.5" />
        </nav>

        <section aria-labelledby="footer-newsletter" className="md:col-span-2 lg:col-span-3">
          <h2 id="footer-newsletter" className={headingClass}>
            Newsletter
          </h2>
          <p className="mt-4 mb-4 text-sm leading-relaxed">Building tips for Missouri landowners: costs, permits, financing and new plans.</p>
          <NewsletterForm />
        </section>
      </div>

      <div className="border-t border-stone-800">
        {/* Bottom and right padding keep the fixed back-to-top button off the legal links. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-6 pb-20 text-sm sm:px-6 md:flex-row md:items-center md:justify-between md:pr-24 md:pb-6 lg:px-8 lg:pr-24">
          <p>
            © <span suppressHydrationWarning>{year}</span> {business.businessName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <FooterLinks links={legalLinks} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
