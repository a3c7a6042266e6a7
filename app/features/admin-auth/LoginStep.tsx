import type { ReactNode } from "react";

/** The frame of a login step after the password (second factor, a mailed link): a title over one card. */
export function LoginStep({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-50 px-5 py-12">
      <div className="w-full max-w-md">
        <h1 className="text-center text-3xl font-semibold break-words sm:text-4xl">{title}</h1>
        <section aria-label={title} className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
          {children}
        </section>
      </div>
    </main>
  );
}
