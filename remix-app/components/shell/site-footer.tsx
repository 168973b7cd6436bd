import { Link } from "@remix-run/react";
import { TRUST_PAGES } from "@shared/trust-pages";

/** Under every screen: how to reach us and what we do with your data. */
export function SiteFooter() {
  return (
    <footer className="vets-site-footer">
      <nav aria-label="Site">
        {TRUST_PAGES.map((page) => (
          <Link key={page.to} to={page.to}>
            {page.label}
          </Link>
        ))}
      </nav>
      <p>© {new Date().getFullYear()} VetCareer. All rights reserved.</p>
    </footer>
  );
}
