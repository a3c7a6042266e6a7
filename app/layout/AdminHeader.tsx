import { Form, NavLink } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { adminHeader } from "~/content/admin";

/** The admin portal's header: its sections, the current one highlighted, and sign-out (SPEC §2). */
export function AdminHeader({ email }: { email: string }) {
  return (
    <header className="border-b border-sand-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 py-5 sm:px-8 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <p className="font-serif text-2xl font-semibold text-ink">{adminHeader.title}</p>
          <p className="text-sm text-muted">{email}</p>
        </div>
        <nav aria-label="Admin" className="flex flex-wrap items-center gap-2">
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
          <Form method="post" action="/admin/logout">
            <button type="submit" className={buttonClass("secondary", "md", "text-sm")}>
              {adminHeader.logout}
            </button>
          </Form>
        </nav>
      </div>
    </header>
  );
}
