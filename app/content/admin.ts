/**
 * Admin portal texts in Dutch (D27): SPEC's Dutch texts as given, its English
 * labels turned into natural Dutch, our own Dutch where SPEC shows none.
 */
export const adminLogin = {
  metaTitle: "Inloggen",
  title: "Inloggen",
  subtitle: "Log in met je beheeraccount",
  cardTitle: "Beheer",
  cardTextLogin: "Log in om de gegevens van je website te beheren.",
  cardTextSignup: "Er is nog geen beheerder. Maak hieronder het beheeraccount aan.",
  tabLogin: "Inloggen",
  tabSignup: "Registreren",
  email: "E-mail",
  password: "Wachtwoord",
  passwordPlaceholder: "Minimaal 12 tekens",
  passwordHint: "Wachtwoord moet minimaal 12 tekens lang zijn",
  setupCode: "Setup-code",
  setupCodeHint:
    "Wie de website heeft geïnstalleerd, ziet deze code bij de eerste start (of heeft hem zelf ingesteld als ADMIN_SETUP_CODE).",
  loginButton: "Inloggen",
  signupButton: "Beheeraccount aanmaken",
  busy: "Bezig...",
  loginSuccessTitle: "Ingelogd als admin",
  loginSuccessText: "Je bent succesvol ingelogd.",
  signupSuccessTitle: "Beheeraccount aangemaakt",
  signupSuccessText: "Welkom! Je account is klaar.",
  loginFailedTitle: "Inloggen mislukt",
  signupFailedTitle: "Registratie mislukt",
  loginFailedFallback: "Er ging iets mis bij het inloggen.",
  signupFailedFallback: "Er ging iets mis bij het aanmaken van het account.",
  wrongCredentials: "E-mailadres of wachtwoord klopt niet.",
  throttled: "Te veel mislukte pogingen. Wacht een kwartier en probeer het dan opnieuw.",
  wrongSetupCode: "De setup-code klopt niet.",
  passwordTooShort: "Wachtwoord moet minimaal 12 tekens lang zijn",
  passwordTooLong: "Wachtwoord mag maximaal 200 tekens lang zijn",
  emailRequired: "Vul een geldig e-mailadres in.",
  passwordRequired: "Vul je wachtwoord in.",
  adminExists: "Er bestaat al een beheeraccount. Log in via het tabblad Inloggen.",
  setupDialogTitle: "Welkom bij het beheer",
  setupDialogText:
    "Er bestaat nog geen beheeraccount. Het eerste maak je aan via het registratieformulier, met de setup-code die bij de installatie van de website hoort.",
  setupDialogButton: "Begrepen",
  /** The second login step for admins with two-factor login (ADR 0019). */
  secondFactor: {
    title: "Tweestapsverificatie",
    text: "Je wachtwoord klopt. Open je authenticator-app en vul de code van 6 cijfers in die daar nu staat.",
    codeLabel: "Code uit je authenticator-app",
    codeHint: "6 cijfers, zonder spaties",
    submit: "Bevestigen en inloggen",
    recoveryToggle: "Geen toegang tot je app? Gebruik een herstelcode",
    recoveryLabel: "Herstelcode",
    recoveryHint: "Een van de 10 herstelcodes die je bij het instellen kreeg. Elke code werkt maar één keer.",
    recoverySubmit: "Inloggen met herstelcode",
    failedTitle: "Code niet geaccepteerd",
    wrongCode: "Deze code klopt niet of is al gebruikt. Wacht op de volgende code in je app en probeer het opnieuw.",
    codeRequired: "Vul de code uit je authenticator-app of een herstelcode in.",
    expired: "Je inlogpoging is verlopen. Log opnieuw in met je e-mailadres en wachtwoord.",
    restart: "Opnieuw inloggen met wachtwoord",
  },
  /**
   * ADR 0085: while an account sees many failed logins, the password step
   * answers alike for a right and a wrong password, and a right one gets a
   * one-time link by mail.
   */
  checkMail: {
    title: "Kijk in je mail",
    text: "Op dit account zijn het afgelopen uur veel mislukte inlogpogingen gedaan. Daarom vragen we een extra stap: klopten je e-mailadres en wachtwoord, dan staat er binnen een paar minuten een mail met een inloglink in je inbox. De link werkt 15 minuten en één keer.",
    noMail: "Geen mail gekregen? Controleer je spammap, of log opnieuw in: misschien klopte het wachtwoord niet.",
    again: "Opnieuw inloggen",
  },
  linkMail: {
    subject: "Je inloglink voor het beheer",
    heading: "Inloggen op het beheer",
    paragraphs: [
      "Je logde zojuist in op het beheer van je website. Op je account zijn het afgelopen uur veel mislukte inlogpogingen gedaan, daarom vragen we deze extra stap.",
      "Klik op de knop om in te loggen. De link werkt 15 minuten en één keer.",
    ],
    button: "Inloggen op het beheer",
    closing: [
      "Was jij dit niet? Dan kent iemand anders je wachtwoord, maar zonder deze mail komt hij er niet in. Klik dan niet op de knop: log zelf in en wijzig meteen je wachtwoord via Beveiliging.",
    ],
  },
  linkStep: {
    title: "Inloggen met de link uit je mail",
    text: "Klik op de knop om in te loggen op het beheer.",
    submit: "Inloggen",
    failedTitle: "Inloggen lukt zo niet",
    expired: "Deze inloglink is verlopen of al gebruikt. Log opnieuw in met je e-mailadres en wachtwoord.",
  },
  connection: {
    connected: "Verbonden",
    connecting: "Verbinden...",
    retrying: (attempt: number) => `Opnieuw proberen... (${attempt}/3)`,
    disconnected: "Geen verbinding",
    refresh: "Vernieuwen",
  },
  connectionError: {
    title: "Verbindingsfout",
    text: "Na 3 pogingen is er nog steeds geen verbinding.",
    tips: [
      "Controleer je internetverbinding.",
      "Ververs de pagina.",
      "Leeg de cache van je browser.",
      "Wacht even en probeer het opnieuw.",
    ],
    retry: "Opnieuw proberen",
    forceRefresh: "Geforceerd vernieuwen",
    reload: "Pagina herladen",
  },
} as const;

export const adminGuard = {
  accessDeniedTitle: "Geen toegang",
  accessDeniedText: (email: string) => `Je bent ingelogd als ${email}, maar dat account heeft geen beheerrechten.`,
  contact: "Denk je dat dit niet klopt? Neem dan contact op met de beheerder van de website.",
  /** product.md §6: the data screens' refusal. */
  noRights: "Je hebt geen admin rechten om deze data te bekijken",
  backToLogin: "Terug naar inloggen",
  refresh: "Rechten opnieuw controleren",
  /** The layout's error card when checking access itself failed. */
  authErrorTitle: "Inlogfout",
  authErrorText: "Er ging iets mis bij het controleren van je toegang. Probeer het opnieuw.",
  retry: "Opnieuw proberen",
  toLogin: "Naar inloggen",
} as const;

export const adminHeader = {
  title: "Beheer",
  navLabel: "Beheermenu",
  menuToggle: "Menu",
  /**
   * The sections, grouped by what the coach is doing: the day's work, the
   * newsletter, the website's content, and the settings (ADR 0054). `end`
   * only for the overview, so a person's card still highlights "Mensen".
   */
  nav: [
    {
      group: "Praktijk",
      items: [
        { label: "Overzicht", to: "/admin", end: true },
        { label: "Mensen", to: "/admin/mensen" },
        // The appointments open first; the settings are a tab of the same section (ADR 0116).
        { label: "Agenda", to: "/admin/agenda/afspraken", section: "/admin/agenda" },
        { label: "Intakes", to: "/admin/client-tests" },
        { label: "Zelftests", to: "/admin/zelftests" },
        { label: "E-bookaanvragen", to: "/admin/ebooks" },
        { label: "E-book", to: "/admin/e-book" },
        { label: "Betalingen", to: "/admin/betalingen" },
        { label: "Facturen en btw", to: "/admin/facturen" },
      ],
    },
    {
      group: "Nieuwsbrief",
      items: [
        { label: "Nieuwsbrief", to: "/admin/newsletter" },
        { label: "Nieuwsbrief versturen", to: "/admin/broadcasts" },
        { label: "Opvolging", to: "/admin/opvolging" },
      ],
    },
    {
      group: "Website",
      items: [
        { label: "Blog", to: "/admin/blog" },
        { label: "Foto en teksten", to: "/admin/website" },
        { label: "Ervaringen", to: "/admin/ervaringen" },
        { label: "Pakketten en prijzen", to: "/admin/pakketten" },
      ],
    },
    {
      group: "Instellingen",
      items: [
        { label: "Bedrijfsgegevens", to: "/admin/bedrijfsgegevens" },
        { label: "Meldingen", to: "/admin/meldingen" },
        { label: "AVG-verzoeken", to: "/admin/data-requests" },
        { label: "Toegangslog", to: "/admin/access-log" },
        { label: "Back-ups", to: "/admin/back-ups" },
        { label: "Beveiliging", to: "/admin/security" },
        { label: "Beheerders", to: "/admin/admins" },
      ],
    },
  ],
  logout: "Uitloggen",
} as const;

/** Every admin section in menu order, for code that walks them all. */
export const adminSections = adminHeader.nav.flatMap<AdminSection>((group) => group.items);

/** `section`: the path prefix the entry stands for when `to` is one screen inside it. */
export type AdminSection = { label: string; to: string; end?: boolean; section?: string };

/** The persistent prompt for admins who log in with a password only (ADR 0019). */
export const twoFactorPrompt = {
  title: "Beveilig je account met tweestapsverificatie",
  text: "Je logt nu in met alleen een wachtwoord. Met een code uit een app op je telefoon erbij kan niemand met alleen je wachtwoord bij de gegevens van je cliënten.",
  link: "Tweestapsverificatie instellen",
  later: "Herinner me over een week",
} as const;

export const adminDashboard = {
  metaTitle: "Overzicht",
  greetings: { morning: "Goedemorgen", afternoon: "Goedemiddag", evening: "Goedenavond" },
  intro: (greeting: string) => `${greeting}. Dit is er nieuw, dit staat er gepland en dit wacht op je.`,
  newSince: {
    title: "Nieuw sinds je laatste bezoek",
    since: (when: string) => `Sinds je vorige bezoek op ${when}.`,
    firstVisit: "Dit is je eerste bezoek: hieronder staat alles wat er tot nu toe is binnengekomen.",
    firstSitting: "Hieronder staat alles wat er tot nu toe is binnengekomen.",
    link: (n: number, kind: string) => `${n} nieuw: ${kind}`,
  },
  kinds: {
    intakes: "Intakes",
    selftests: "Zelftests",
    ebooks: "E-bookaanvragen",
    newsletter: "Nieuwsbriefabonnees",
  },
  todo: {
    title: "Wat er op je wacht",
    intakes: (n: number) => `${n} ${n === 1 ? "intake" : "intakes"} niet gelezen`,
    selftests: (n: number) => `${n} ${n === 1 ? "zelftest" : "zelftests"} niet bekeken`,
    nothing: "Niets: alles is gelezen.",
  },
  agenda: {
    title: "Komende afspraken",
    empty: "Er staan geen afspraken gepland.",
    all: "Naar de agenda",
  },
  profiles: {
    title: "Profielen van de zelftest",
    description: "Hoe vaak elk hoofdprofiel uit de zelftest kwam, de afgelopen 90 dagen.",
    caption: "Hoofdprofielen van de zelftest, de afgelopen 90 dagen",
    profileColumn: "Hoofdprofiel",
    countColumn: "Aantal",
    empty: "Nog geen zelftests in de afgelopen 90 dagen.",
  },
} as const;

/** The admins screen (D12: an existing admin adds another). */
export const adminAccounts = {
  metaTitle: "Beheerders | Beheer",
  title: "Beheerders",
  intro: "Iedereen hieronder kan inloggen op het beheer en alle gegevens zien.",
  listTitle: (n: number) => `Beheeraccounts (${n})`,
  tableLabel: "Tabel van de beheeraccounts",
  columns: { email: "E-mail", created: "Aangemaakt" },
  formTitle: "Beheerder toevoegen",
  formIntro:
    "Maak een account aan voor een nieuwe beheerder en geef het wachtwoord persoonlijk door (niet per e-mail). Die persoon kan daarna direct inloggen.",
  submit: "Beheerder toevoegen",
  busy: "Bezig...",
  successTitle: "Beheerder toegevoegd",
  successText: "Het nieuwe account kan nu inloggen.",
  failedTitle: "Toevoegen mislukt",
  emailTaken: "Er bestaat al een account met dit e-mailadres.",
  currentPassword: "Jouw huidige wachtwoord",
  currentPasswordHint: "Ter bevestiging dat jij het bent, en niet iemand die je sessie heeft overgenomen.",
} as const;

/** The dashboard's chart of leads per week. */
export const adminLeadsChart = {
  title: "Aanmeldingen per week",
  description: "De afgelopen 12 weken, per ISO-week (maandag tot en met zondag, Nederlandse tijd).",
  series: {
    newsletter: "Nieuwsbrief",
    ebooks: "E-bookaanvragen",
    selftests: "Zelftestuitslagen",
    intakes: "Intakes",
  },
  legendLabel: "Legenda",
  seriesTotal: (n: number) => `${n} in 12 weken`,
  chartSummary: (firstWeek: number, lastWeek: number, totals: string) =>
    `Lijngrafiek van de aanmeldingen per week, week ${firstWeek} tot en met week ${lastWeek}. Totalen: ${totals}. De cijfers per week staan in de tabel onder de grafiek.`,
  pointTitle: (series: string, week: number, n: number) => `${series}, week ${week}: ${n}`,
  weekTick: (week: number) => `wk ${week}`,
  tableToggle: "Toon de cijfers als tabel",
  tableCaption: "Aanmeldingen per week, de afgelopen 12 weken",
  weekColumn: "Week",
  weekRow: (week: number, from: string, to: string) => `Week ${week} (${from} – ${to})`,
  totalRow: "Totaal",
  empty: "Nog geen aanmeldingen in de afgelopen 12 weken.",
} as const;
