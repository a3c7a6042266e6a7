/** Texts of the password screen (/admin/password, ADR 0029). */
export const adminPasswordChange = {
  metaTitle: "Wachtwoord wijzigen",
  title: "Wachtwoord wijzigen",
  intro:
    "Kies een nieuw wachtwoord van minimaal 12 tekens. Daarna word je op je andere apparaten uitgelogd; hier blijf je ingelogd.",
  current: "Huidig wachtwoord",
  new: "Nieuw wachtwoord",
  confirm: "Herhaal je nieuwe wachtwoord",
  submit: "Wachtwoord wijzigen",
  busy: "Bezig...",
  failedTitle: "Wachtwoord niet gewijzigd",
  currentRequired: "Vul je huidige wachtwoord in.",
  currentWrong: "Je huidige wachtwoord klopt niet.",
  confirmRequired: "Vul je nieuwe wachtwoord nog een keer in.",
  mismatch: "De twee nieuwe wachtwoorden zijn niet gelijk.",
  changed: "Je wachtwoord is gewijzigd. Je andere sessies zijn beëindigd.",
  back: "Terug naar beveiliging",
} as const;
