import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "@/components/logo";
import { AccountMenu } from "@/features/account/account-menu";
import { business } from "@/lib/business";
import { normalizePathname } from "../../lib/page-routes";
import type { ShellPageId } from "../../lib/shell-pages";
import { pagePaths } from "../../lib/shell-routes";
import { ThemeToggle } from "./theme-toggle";

/** spec §2: each item is active on every path of its page (Commercial on /commercial, Architects on /drawings). */
const navItems = (
  [
    { label: "Home", pageId: "hub/unlock" },
    { label: "Commercial", pageId: "content/business" },
    { label: "Architects", pageId: "content/architects" },
    { label: "Contact", pageId: "contact/contact" },
  ] satisfies { label: string; pageId: ShellPageId }[]
).map((item) => {
  const [to, ...aliases] = pagePaths(item.pageId);
  return { ...item, to, activeOn: [to, ...aliases] };
});

export const NAV_ID = "site-navigation";

export function Header() {
  const location = useLocation();
  const pathname = normalizePathname(location.pathname);
  const [menuOpen, setMenuOpen] = useState(false);

  // spec §4: the mobile menu closes on every navigation.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85 dark:border-stone-800 dark:bg-stone-950/95 dark:supports-[backdrop-filter]:bg-stone-950/85">
      <div className="relative mx-auto flex max-w-7xl items-center gap-x-4 px-4 py-3 sm:px-6 lg:px-8">
        <Link to="/unlock" className="mr-auto min-w-0 rounded-md">
          <Logo />
          <span className="sr-only">, resource hub</span>
        </Link>

        <nav
          id={NAV_ID}
          aria-label="Main"
          className={`absolute inset-x-0 top-full border-b border-stone-200 bg-white px-4 shadow-lg md:static md:block md:border-0 md:bg-transparent md:px-0 md:shadow-none dark:border-stone-800 dark:bg-stone-950 md:dark:bg-transparent ${menuOpen ? "block" : "hidden"}`}
        >
          <ul className="flex flex-col gap-1 py-3 md:flex-row md:items-center md:p-0">
            {navItems.map((item) => {
              const active = item.activeOn.includes(pathname);
              return (
                <li key={item.pageId}>
                  <Link
                    to={item.to}
                    aria-current={active ? "page" : undefined}
                    className="block rounded-md px-3 py-2 text-base font-semibold text-stone-700 hover:bg-stone-100 hover:text-stone-950 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 md:text-[0.95rem] dark:text-stone-200 dark:hover:bg-stone-800 dark:hover:text-white dark:aria-[current=page]:text-brand-300"
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
            <li className="mt-2 md:mt-0 md:ml-2">
              <a href={business.bookingUrl} target="_blank" rel="noopener noreferrer" className="btn-primary w-full md:w-auto">
                Schedule Consultation
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </nav>

        <div className="flex shrink-0 items-center gap-1">
          <AccountMenu />
          <ThemeToggle />
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100 md:hidden dark:text-stone-100 dark:hover:bg-stone-800"
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            aria-label="Main menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}
