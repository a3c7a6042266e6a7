import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { footerHeadings, footerQuickLinks, footerServiceLinks, legalLinks } from "~/content/navigation";
import { newTabLabel } from "~/content/navigation";
import { NavLinkItem } from "./NavLinkItem";
import { tagline } from "~/content/site";
import { useSite } from "~/features/site/site-data";

const linkClass = "text-pine-100 underline-offset-4 hover:text-cream hover:underline";

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="font-sans text-sm font-semibold uppercase tracking-[0.16em] text-sand-200">{children}</h2>;
}

/**
 * Footer of every public page: contact details with KvK number (D3, as entered
 * at /admin/bedrijfsgegevens, D32; an empty field is left out), social links,
 * quick links, the newsletter form and the legal links (D6).
 */
export function SiteFooter({ newsletter, cookieSettings }: { newsletter: ReactNode; cookieSettings: ReactNode }) {
  const site = useSite();
  const year = new Date().getFullYear();
  const socials = [
    { name: "LinkedIn", icon: "linkedin" as const, href: site.linkedinUrl },
    { name: "Instagram", icon: "instagram" as const, href: site.instagramUrl },
  ].filter((social) => social.href);
  return (
    <footer className="bg-pine-900 text-pine-100">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:px-8 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-2xl font-semibold text-cream">{site.businessName}</p>
          <p className="mt-3 text-pine-100">{tagline}</p>
          <address className="mt-6 space-y-3 not-italic">
            <a href={`mailto:${site.email}`} className={`flex items-center gap-3 ${linkClass}`}>
              <Icon name="mail" className="size-5 shrink-0" />
              {site.email}
            </a>
            {site.phone && (
              <a href={`tel:${site.phone.replace(/[^+0-9]/g, "")}`} className={`flex items-center gap-3 ${linkClass}`}>
                <Icon name="phone" className="size-5 shrink-0" />
                {site.phone}
              </a>
            )}
            {site.street && (
              <p className="flex items-start gap-3">
                <Icon name="mapPin" className="mt-0.5 size-5 shrink-0" />
                <span>
                  {site.street}
                  <br />
                  {site.postalCode} {site.city}
                </span>
              </p>
            )}
          </address>
          {socials.length > 0 && (
            <ul className="mt-6 flex gap-3" aria-label={footerHeadings.social}>
              {socials.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-pine-800 text-cream hover:bg-pine-700"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <Icon name={social.icon} />
                    <span className="sr-only">
                      {social.name} {newTabLabel}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-quick">
          <FooterHeading>
            <span id="footer-quick">{footerHeadings.quickLinks}</span>
          </FooterHeading>
          <ul className="mt-5 space-y-3">
            {footerQuickLinks.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} className={linkClass} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <FooterHeading>
            <span id="footer-services">{footerHeadings.services}</span>
          </FooterHeading>
          <ul className="mt-5 space-y-3">
            {footerServiceLinks.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} className={linkClass} />
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <FooterHeading>{footerHeadings.newsletter}</FooterHeading>
          <p className="mt-5">
            Eens per maand een praktisch inzicht over energie, focus en herstel. Geen spam, altijd af te melden.
          </p>
          {newsletter}
        </div>
      </div>
      <div className="border-t border-pine-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-6 text-sm sm:px-8 lg:flex-row lg:items-center lg:justify-between">
          <p>
            {[`© ${year} ${site.businessName}`, site.kvk && `KvK ${site.kvk}`, site.btw && `btw ${site.btw}`]
              .filter(Boolean)
              .join(" · ")}
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>{cookieSettings}</li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
