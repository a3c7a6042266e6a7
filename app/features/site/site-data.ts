import { useRouteLoaderData } from "react-router";
import { defaultSite, type SiteIdentity } from "~/content/site";

export interface RootData {
  site: SiteIdentity;
  publicUrl: string;
}

/** The coach's identity as configured (root loader), with the sample defaults as fallback. */
export function useSite(): SiteIdentity {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.site ?? defaultSite;
}
