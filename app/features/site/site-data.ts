import { useRouteLoaderData } from "react-router";
import type { SiteIdentity } from "~/content/site";
import { withVideoService } from "~/content/video-services";

export interface RootData {
  site: SiteIdentity;
  publicUrl: string;
}

/** Shown only when the root loader failed (an error page): nothing rather than another business's details. */
const noIdentity: SiteIdentity = {
  coachName: "",
  businessName: "",
  email: "",
  phone: "",
  street: "",
  postalCode: "",
  city: "",
  kvk: "",
  btw: "",
  linkedinUrl: "",
  instagramUrl: "",
  videoService: "anders",
};

/** The practice's identity as entered at /admin/bedrijfsgegevens (root loader, D32). */
export function useSite(): SiteIdentity {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.site ?? noIdentity;
}

/** Fills the chosen video service into a text that names it ("Online via {videodienst}", ADR 0089). */
export function useVideoCopy(): (text: string) => string {
  const { videoService } = useSite();
  return (text) => withVideoService(text, videoService);
}
