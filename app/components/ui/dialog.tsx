import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icons";

/**
 * A modal dialog on the native <dialog> element: the browser traps focus and
 * makes the page behind it inert; Escape, the close button and the backdrop
 * all close it through `onClose`. Focus goes back to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => opener?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => {
        // Chromium fires 'close' at the next animation frame: if the dialog was opened again
        // before that frame (a quick Escape, then Enter on the opener), this close is stale.
        if (!ref.current?.open) onClose();
      }}
      onCancel={(event) => {
        // Escape closes through our state, like every other way out: a native close would run
        // ahead of it, and an opener pressed again before the close event would stay unopened.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
      className="m-auto w-[min(42rem,calc(100vw-2rem))] max-h-[calc(100vh-2rem)] rounded-3xl bg-cream p-0 text-body shadow-2xl backdrop:bg-pine-900/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative p-6 sm:p-10">
        <button
          type="button"
          onClick={onClose}
          className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-sand-100"
        >
          <Icon name="close" className="size-6" />
          <span className="sr-only">Sluiten</span>
        </button>
        <h2 id={titleId} className="pr-12 text-2xl font-semibold sm:text-3xl">
          {title}
        </h2>
        <div className="mt-6">{children}</div>
      </div>
    </dialog>
  );
}
