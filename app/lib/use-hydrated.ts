import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False in the server's HTML and until the page is hydrated, then true: for parts that only work with JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
