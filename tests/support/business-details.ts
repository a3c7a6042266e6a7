/**
 * The business details form (/admin/bedrijfsgegevens, D32) filled in with a
 * real-looking practice, as the coach sends it; `changes` on top.
 */
export function businessForm(changes: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "save",
    coachName: "Jan Jansen",
    businessName: "Jansen Coaching",
    email: "jan@jansencoaching.nl",
    phone: "06 87654321",
    street: "Lange Nieuwstraat 7",
    postalCode: "3512 PA",
    city: "Utrecht",
    kvk: "11112222",
    btw: "NL123456789B01",
    iban: "",
    linkedinUrl: "",
    instagramUrl: "",
    videoService: "zoom",
    videoUrl: "",
    videoLinkKind: "fixed",
    videoRoomHost: "https://meet.jit.si",
    ...changes,
  };
}
