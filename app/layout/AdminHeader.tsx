import { Form, NavLink, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { adminHeader, type AdminSection } from "~/content/admin";
import { useMenuToggle } from "./use-menu-toggle";

/**
 * The admin sections in their groups, each group a list named by its heading.
 * The same markup serves the phone's folded menu and the desktop sidebar.
 */
function AdminNavGroups({ idPrefix }: { idPrefix: string }) {
  const { pathname } = useLocation();
  const inSection = (section: string | undefined) =>
    section !== undefined && (pathname === section || pathname.startsWith(`${section}/`));
  return adminHeader.nav.map((group) => {
    const headingId = `${idPrefix}-${group.group.toLowerCase()}`;
    return (
      <div key={group.group} className="mb-5 last:mb-0">
        <p id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
          {group.group}
        </p>
        <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
          {group.items.map((item: AdminSection) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pine-700 ${isActive || inSection(item.section) ? "bg-pine-700 text-cream" : "text-ink hover:bg-sand-100"}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    );
  });
}

/**
 * The admin portal's header (product.md §2): who is signed in, sign-out, and
 * below 1024 px the sections folded into a <details> menu (as the public
 * header, ADR 0045), which works without JavaScript. From 1024 px the sections
 * stand in a sidebar beside the page instead (AdminSidebar), so adding a
 * section never wraps the header onto more rows. Only one of the two
 * navigations is displayed at a time.
 */
export function AdminHeader({ email }: { email: string }) {
  const { menuOpen, setMenuOpen, detailsRef, toggleRef } = useMenuToggle();
  return (
    <header className="relative border-b border-sand-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-5 py-4 sm:px-8">
        <div className="min-w-0">
          <p className="font-serif text-2xl font-semibold text-ink">{adminHeader.title}</p>
          <p className="truncate text-sm text-muted">{email}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Form method="post" action="/admin/logout">
            <button type="submit" className={buttonClass("secondary", "md", "text-sm")}>
              {adminHeader.logout}
            </button>
          </Form>
          <details
            ref={detailsRef}
            className="lg:hidden"
            open={menuOpen}
            onToggle={(event) => setMenuOpen(event.currentTarget.open)}
          >
            <summary
              ref={toggleRef}
              className={buttonClass(
                menuOpen ? "primary" : "ghost",
                "md",
                "cursor-pointer list-none text-sm [&::-webkit-details-marker]:hidden",
              )}
            >
              <Icon name={menuOpen ? "close" : "menu"} className="size-5" />
              {adminHeader.menuToggle}
            </summary>
            <nav
              aria-label={adminHeader.navLabel}
              className="absolute inset-x-0 z-30 mt-4 max-h-[calc(100vh-6rem)] overflow-y-auto border-y border-sand-200 bg-white shadow-md"
            >
              <div className="mx-auto max-w-7xl px-5 py-4 sm:px-8">
                <AdminNavGroups idPrefix="menu" />
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

/** The desktop sidebar (from 1024 px): the same groups, beside the page, staying in view. */
export function AdminSidebar() {
  return (
    <nav aria-label={adminHeader.navLabel} className="sticky top-0 hidden self-start py-10 lg:block">
      <AdminNavGroups idPrefix="zijbalk" />
    </nav>
  );
}
