import { createContext, use } from "react";

/** The CSP nonce of a server-rendered response; undefined in the browser and when prerendering. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return use(NonceContext);
}
