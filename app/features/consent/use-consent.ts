import { useMemo, useSyncExternalStore } from "react";
import {
  consentChangeEvent,
  consentStorageKey,
  parseConsent,
  readConsentRaw,
  type CookieConsent,
} from "./consent-storage";

function subscribeToConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // Another tab changed the choice: this tab follows.
    if (event.key === null || event.key === consentStorageKey) onChange();
  };
  window.addEventListener(consentChangeEvent, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(consentChangeEvent, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Before hydration nothing is known: prerendered HTML is the same for every visitor. */
const unknownOnServer = (): undefined => undefined;

/**
 * The stored choice: `undefined` while rendering on the server and during
 * hydration, `null` when the visitor has not chosen yet, else the choice.
 * Updates on every saved choice, in this tab and in others.
 */
export function useConsent(): CookieConsent | null | undefined {
  const raw = useSyncExternalStore<string | null | undefined>(subscribeToConsent, readConsentRaw, unknownOnServer);
  return useMemo(() => (raw === undefined ? undefined : parseConsent(raw)), [raw]);
}

/*
 * Which parts of the consent UI are open. One settings dialog serves both the
 * banner and the footer button, and 'Sluiten' holds until the next full page
 * load (product.md §4), so this lives outside any one component.
 */
interface ConsentUiState {
  settingsOpen: boolean;
  bannerClosed: boolean;
}

const initialUiState: ConsentUiState = { settingsOpen: false, bannerClosed: false };
let uiState = initialUiState;
const uiListeners = new Set<() => void>();

function setUiState(change: Partial<ConsentUiState>): void {
  uiState = { ...uiState, ...change };
  for (const listener of uiListeners) listener();
}

function subscribeToUi(listener: () => void): () => void {
  uiListeners.add(listener);
  return () => uiListeners.delete(listener);
}

export function useConsentUi(): ConsentUiState {
  return useSyncExternalStore(
    subscribeToUi,
    () => uiState,
    () => initialUiState,
  );
}

export function openConsentSettings(): void {
  setUiState({ settingsOpen: true });
}

export function closeConsentSettings(): void {
  setUiState({ settingsOpen: false });
}

/** 'Sluiten': hides the banner for this page load without saving anything. */
export function closeConsentBanner(): void {
  setUiState({ bannerClosed: true });
}
