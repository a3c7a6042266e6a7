import { useEffect, useRef, useSyncExternalStore } from "react";
import { useLocation } from "react-router";

/**
 * Where a form's answer lands (ADR 0114): the answer (or the first field it
 * refused) receives focus, and the browser's own focus scrolling brings it into
 * view below the fixed header (`scroll-padding-top` on html, app.css). The same
 * rule with and without JavaScript, and the same as the browser's own warning
 * for a required field:
 * - without JavaScript, or on the first load of a page that carries an answer,
 *   the server's HTML marks it `autofocus` and the browser focuses it (a
 *   refusal: its list of problems, as a page may hold one `autofocus` only);
 * - after a submit by JavaScript (a fetcher, a navigation that stays on the
 *   page or redirects to it), `useLanding` focuses it once the answer renders.
 */

const noSubscription = () => () => undefined;

/** The element to focus for an answer shown in `element`: the first refused field of its form, else the answer itself. */
export function landingTarget(element: HTMLElement, preferField: boolean): HTMLElement {
  if (!preferField) return element;
  return element.closest("form")?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? element;
}

/**
 * Props for the element that shows an answer, and the focus move after a
 * submit by JavaScript. `answer` says which answer is shown (null: none yet);
 * a new answer, or the same one after another navigation, lands again.
 * `preferField`: a refusal lands on its first refused field instead.
 */
export function useLanding<T extends HTMLElement>(answer: string | null | undefined, preferField = false) {
  const ref = useRef<T>(null);
  const { key } = useLocation();
  // False while hydrating a page the server rendered: its `autofocus` already did the landing.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const skipFirst = useRef(!hydrated);

  useEffect(() => {
    const element = ref.current;
    const hydrating = skipFirst.current;
    skipFirst.current = false;
    if (hydrating || answer == null || !element) return;
    const target = landingTarget(element, preferField);
    if (target !== document.activeElement) target.focus();
  }, [answer, key, preferField]);

  return {
    ref,
    tabIndex: -1,
    // Only the server's HTML carries it (React sets focus itself on the client): without JavaScript it is the landing.
    autoFocus: answer != null,
  } as const;
}
