import { useRouteLoaderData } from "react-router";
import type { BookingProvider } from "~/content/booking-provider";
import { defaultSite, type SiteIdentity } from "~/content/site";

export interface RootData {
  site: SiteIdentity;
  publicUrl: string;
  /** BOOKING_PROVIDER: the cookie banner and policy name the external agenda only when it is used (ADR 0095). */
  bookingProvider: BookingProvider;
}

/** The coach's identity as configured (root loader), with the sample defaults as fallback. */
export function useSite(): SiteIdentity {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.site ?? defaultSite;
}

/** BOOKING_PROVIDER as the server runs with it (root loader); the site's own booking where unknown. */
export function useBookingProvider(): BookingProvider {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.bookingProvider ?? "builtin";
}
