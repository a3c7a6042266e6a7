/** Texts of the admin security screen (/admin/security): two-factor login (ADR 0019, ADR 0084). */
export const adminSecurity = {
  metaTitle: "Beveiliging",
  title: "Beveiliging",
  intro: "Tweestapsverificatie: na je wachtwoord vraagt de inlogpagina ook een code uit een app op je telefoon.",
  statusOn: "Tweestapsverificatie staat aan.",
  statusOff: "Tweestapsverificatie staat uit.",
  setup: {
    title: "Tweestapsverificatie instellen",
    /** ADR 0084: a set-up attempt starts with the password, so a borrowed session cannot switch 2FA on. */
    startText:
      "Vul ter bevestiging je wachtwoord in. Daarna krijg je een QR-code om te scannen met een authenticator-app op je telefoon.",
    start: "Begin met instellen",
    restartText:
      "Zie je de QR-code niet meer, of wil je opnieuw beginnen? Vul je wachtwoord in voor een nieuwe QR-code.",
    restart: "Nieuwe QR-code maken",
    steps: [
      "Installeer een authenticator-app op je telefoon, bijvoorbeeld Google Authenticator, Microsoft Authenticator of 2FAS.",
      "Scan de QR-code met die app, of voer de sleutel hieronder met de hand in.",
      "Vul de code van 6 cijfers in die de app daarna laat zien.",
    ],
    qrAlt: "QR-code om dit account aan je authenticator-app toe te voegen",
    secretLabel: "Sleutel om met de hand in te voeren",
    codeLabel: "Code uit je authenticator-app",
    codeHint: "6 cijfers, zonder spaties",
    submit: "Tweestapsverificatie aanzetten",
  },
  codes: {
    title: "Je herstelcodes",
    text: "Bewaar deze codes op een veilige plek, bijvoorbeeld in je wachtwoordmanager of op papier. Kwijt je je telefoon, dan log je met één van deze codes in. Elke code werkt één keer.",
    once: "Je ziet deze codes nu één keer. Daarna kan niemand ze meer opvragen, ook wij niet.",
    enabled: "Tweestapsverificatie staat aan. Vanaf nu vraagt de inlogpagina na je wachtwoord om een code.",
    regenerated: "Je hebt nieuwe herstelcodes. De oude werken niet meer.",
    listLabel: "Herstelcodes",
  },
  manage: {
    title: "Beheren",
    text: "Voor deze acties vraagt het beheer je wachtwoord en een actuele code uit je app (of een ongebruikte herstelcode).",
    codeLabel: "Actuele code of herstelcode",
    regenerate: "Nieuwe herstelcodes maken",
    disable: "Tweestapsverificatie uitzetten",
    disabled: "Tweestapsverificatie staat uit. Je logt weer in met alleen je wachtwoord.",
  },
  currentPassword: "Je wachtwoord",
  password: {
    title: "Wachtwoord",
    text: "Wijzig het wachtwoord waarmee je inlogt. Je andere sessies worden daarna beëindigd.",
    link: "Wachtwoord wijzigen",
  },
  /** ADR 0084: the way back for an admin without phone and recovery codes. */
  lockedOut:
    "Telefoon én herstelcodes kwijt? Een andere beheerder kan je niet helpen; je technische hulp zet tweestapsverificatie op de server voor je uit (npm run admin -- reset-2fa).",
  failedTitle: "Dat lukte niet",
  wrongCode: "Deze code klopt niet of is al gebruikt. Wacht op de volgende code in je app en probeer het opnieuw.",
  codeRequired: "Vul de code uit je authenticator-app in.",
  unknownIntent: "Onbekende actie.",
} as const;
