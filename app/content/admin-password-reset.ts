/** Texts of 'Wachtwoord vergeten' (ADR 0118): asking for a link, the mail, choosing the new password. */
export const adminPasswordReset = {
  /** Under the password field of the login form. */
  forgotLink: "Wachtwoord vergeten?",
  request: {
    metaTitle: "Wachtwoord vergeten",
    title: "Wachtwoord vergeten",
    text: "Vul het e-mailadres van je account in. Je krijgt een mail met een link waarmee je een nieuw wachtwoord kiest.",
    email: "E-mail",
    submit: "Stuur mij een link",
    busy: "Bezig...",
    failedTitle: "Niet verstuurd",
    throttled:
      "Je hebt dit het afgelopen uur al een paar keer gevraagd. Kijk in je mail of probeer het over een uur opnieuw.",
    unexpected: "Dat lukte niet. Probeer het over een paar minuten opnieuw.",
  },
  /** The same answer for every address, known or not. */
  sent: {
    title: "Kijk in je mail",
    text: "Hoort dit e-mailadres bij een account, dan staat er binnen een paar minuten een mail met een link in je inbox. De link werkt 30 minuten en één keer.",
    noMail: "Geen mail gekregen? Kijk in je spammap, of controleer het e-mailadres en vraag een nieuwe link.",
    again: "Nieuwe link vragen",
  },
  mail: {
    subject: "Een nieuw wachtwoord voor het beheer",
    heading: "Nieuw wachtwoord kiezen",
    paragraphs: [
      "Je vroeg om een nieuw wachtwoord voor het beheer van je website.",
      "Met de knop hieronder kies je er een. De link werkt 30 minuten en één keer. Daarna word je op al je apparaten uitgelogd; staat tweestapsverificatie aan, dan vragen we daarna ook je code.",
    ],
    button: "Nieuw wachtwoord kiezen",
    closing: ["Heb je dit niet zelf gevraagd? Dan hoef je niets te doen: je wachtwoord blijft zoals het is."],
  },
  choose: {
    metaTitle: "Nieuw wachtwoord kiezen",
    title: "Nieuw wachtwoord kiezen",
    text: "Kies een wachtwoord van minimaal 12 tekens. Daarna word je op je andere apparaten uitgelogd.",
    new: "Nieuw wachtwoord",
    confirm: "Herhaal je nieuwe wachtwoord",
    submit: "Wachtwoord opslaan",
    busy: "Bezig...",
    failedTitle: "Wachtwoord niet opgeslagen",
    expired: "Deze link werkt niet meer: hij is ouder dan 30 minuten, al gebruikt, of er is een nieuwere gevraagd.",
    newLink: "Vraag een nieuwe link",
  },
  backToLogin: "Terug naar inloggen",
} as const;
