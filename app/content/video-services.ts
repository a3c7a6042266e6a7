/**
 * The services the video calls can use (D32, ADR 0089). The copy that names
 * the service ("30 minuten • Gratis • Online via {videodienst}") follows the
 * service chosen at /admin/bedrijfsgegevens: a text names it with a token,
 * filled in by `withVideoService` wherever the text is shown.
 */
export const videoServiceKeys = ["zoom", "google_meet", "jitsi", "whereby", "anders"] as const;
export type VideoService = (typeof videoServiceKeys)[number];

interface VideoServiceCopy {
  /** In the admin's choice. */
  label: string;
  /** After "via" in the copy: "Online via Zoom", "Online via videobellen". */
  via: string;
  /** The privacy statement's line about who handles the call (a processor). */
  privacy: string;
  /** Addresses of the service's links: a link of another service's host is refused for this one. */
  hosts: readonly string[];
}

const noAccount = "Je krijgt daarvoor een link; je hoeft geen account aan te maken.";

export const videoServices: Record<VideoService, VideoServiceCopy> = {
  zoom: {
    label: "Zoom",
    via: "Zoom",
    privacy: `Zoom, voor het online gesprek zelf. ${noAccount}`,
    hosts: ["zoom.us"],
  },
  google_meet: {
    label: "Google Meet",
    via: "Google Meet",
    privacy: `Google Meet, voor het online gesprek zelf. ${noAccount}`,
    hosts: ["meet.google.com"],
  },
  jitsi: {
    label: "Jitsi Meet",
    via: "Jitsi Meet",
    privacy: `Jitsi Meet, voor het online gesprek zelf. ${noAccount}`,
    hosts: ["meet.jit.si", "8x8.vc"],
  },
  whereby: {
    label: "Whereby",
    via: "Whereby",
    privacy: `Whereby, voor het online gesprek zelf. ${noAccount}`,
    hosts: ["whereby.com"],
  },
  anders: {
    label: "Een andere dienst",
    via: "videobellen",
    privacy: "De dienst voor videobellen waarvan je de link krijgt, voor het online gesprek zelf.",
    hosts: [],
  },
};

/**
 * How a visitor gets into the call (ADR 0113): one fixed link (a Zoom personal
 * room, a Meet link), or a new unguessable room per appointment on a host where
 * anyone with the address can open a room (Jitsi Meet, or the coach's own Jitsi).
 */
export const videoLinkKinds = ["fixed", "room"] as const;
export type VideoLinkKind = (typeof videoLinkKinds)[number];

/** The services whose rooms a link can simply name: the per-call room needs one of these. */
export const roomServices: readonly VideoService[] = ["jitsi", "anders"];

/** The tokens a text may hold: the service's name after "via", and the privacy statement's processor line. */
const tokens = { "{videodienst}": "via", "{videodienst-privacy}": "privacy" } as const;

/** `text` with the chosen service named in it. */
export function withVideoService(text: string, service: VideoService): string {
  const copy = videoServices[service];
  return text.replace(/\{videodienst(?:-privacy)?\}/g, (token) => copy[tokens[token as keyof typeof tokens]]);
}

/** The known service a link belongs to, by its host (a subdomain counts: us02web.zoom.us is Zoom). */
export function serviceOfLink(url: string): VideoService | undefined {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return videoServiceKeys.find((key) =>
    videoServices[key].hosts.some((known) => host === known || host.endsWith(`.${known}`)),
  );
}
