import { Form, NavLink } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { adminHeader } from "~/content/admin";

/**
 * The admin portal's header (product.md §2): who is signed in and sign-out on the
 * first row, the sections below it on a row of their own, the current one
 * highlighted, so the growing list of sections never crowds the title.
 */
export function AdminHeader({ email }: { email: string }) {
  return (
    <header className="border-b border-sand-200 bg-white">
      <div className="mx-auto max-w-6xl px-5 py-4 sm:px-8">
        <div className="flex items-center justify-between gap-4">
          <div className="min-w-0">
            <p className="font-serif text-2xl font-semibold text-ink">{adminHeader.title}</p>
            <p className="truncate text-sm text-muted">{email}</p>
          </div>
          <Form method="post" action="/admin/logout" className="shrink-0">
            <button type="submit" className={buttonClass("secondary", "md", "text-sm")}>
              {adminHeader.logout}
            </button>
          </Form>
        </div>
        <nav aria-label={adminHeader.navLabel} className="mt-3 flex flex-wrap items-center gap-1">
          {adminHeader.nav.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end
              className={({ isActive }) => buttonClass(isActive ? "primary" : "ghost", "md", "text-sm")}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
      </div>
    </header>
  );
}
