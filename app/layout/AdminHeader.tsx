import { Form, NavLink } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { adminHeader } from "~/content/admin";
import { useMenuToggle } from "./use-menu-toggle";

function AdminNavLinks({ linkClass }: { linkClass: (isActive: boolean) => string }) {
  return adminHeader.nav.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end className={({ isActive }) => linkClass(isActive)}>
        {item.label}
      </NavLink>
    </li>
  ));
}

/**
 * The admin portal's header (product.md §2): who is signed in and sign-out on the
 * first row, the sections below it, the current one highlighted. Below 1024 px
 * the sections fold into a <details> menu (as the public header, ADR 0045), so
 * a phone sees one row instead of three and the menu works without JavaScript.
 * Only one of the two navigations is displayed at a time.
 */
export function AdminHeader({ email }: { email: string }) {
  const { menuOpen, setMenuOpen, toggleRef } = useMenuToggle();
  return (
    <header className="relative border-b border-sand-200 bg-white">
      <div className="mx-auto max-w-6xl px-5 py-4 sm:px-8">
        <div className="flex items-center justify-between gap-3">
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
            <details className="lg:hidden" open={menuOpen} onToggle={(event) => setMenuOpen(event.currentTarget.open)}>
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
                className="absolute inset-x-0 z-30 mt-4 border-y border-sand-200 bg-white shadow-md"
              >
                <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-5 py-3 sm:px-8">
                  <AdminNavLinks
                    linkClass={(isActive) =>
                      `block rounded-lg px-3 py-3 font-medium ${isActive ? "bg-pine-700 text-cream" : "text-ink hover:bg-sand-100"}`
                    }
                  />
                </ul>
              </nav>
            </details>
          </div>
        </div>
        <nav aria-label={adminHeader.navLabel} className="mt-3 hidden lg:block">
          <ul className="flex flex-wrap items-center gap-1">
            <AdminNavLinks linkClass={(isActive) => buttonClass(isActive ? "primary" : "ghost", "md", "text-sm")} />
          </ul>
        </nav>
      </div>
    </header>
  );
}
