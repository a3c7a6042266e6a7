/** /voorwaarden: Dutch template text (D6); have it checked before relying on it. */
import { hoursText, monthsText } from "../durations";
import type { LegalPage } from "./types";

/** Fills the coach's session policy (/admin/agenda/sessies, ADR 0123) into the terms' texts. */
export function withSessionPolicy(text: string, policy: { cancelHours: number; creditMonths: number }): string {
  return text
    .replaceAll("{annuleertermijn}", hoursText(policy.cancelHours))
    .replaceAll("{tegoedtermijn}", monthsText(policy.creditMonths));
}

export const termsPage: LegalPage = {
  title: "Algemene voorwaarden",
  metaDescription:
    "Algemene voorwaarden voor coaching: afspraken over sessies, afzeggen, betaling, vertrouwelijkheid en aansprakelijkheid. Coaching is geen medische behandeling.",
  updated: "2026-11-26",
  intro:
    "Deze voorwaarden gelden voor alle coaching die ik geef: losse sessies, online pakketten en face-to-face trajecten met wandelcoaching. Ze zijn er zodat we allebei weten waar we aan toe zijn. Heb je een vraag over een van de punten, stel hem dan gerust voordat je begint.",
  sections: [
    {
      heading: "1. Wie en wat",
      paragraphs: [
        "Deze voorwaarden gelden voor alle aanbiedingen en overeenkomsten van de coachingpraktijk (eenmanszaak) waarvan de gegevens onderaan deze pagina staan. ‘De coach’ of ‘ik’ is die praktijk. ‘Jij’ of ‘de cliënt’ is degene die coaching afneemt.",
        "Betaalt je werkgever of een andere partij het traject, dan gelden deze voorwaarden ook tegenover die partij. Afwijkende afspraken gelden alleen als we ze schriftelijk (ook per e-mail) hebben vastgelegd.",
      ],
    },
    {
      heading: "2. Kennismakingsgesprek en overeenkomst",
      paragraphs: [
        "Het kennismakingsgesprek duurt 30 minuten, is gratis en vindt online plaats via {videodienst}. Het verplicht je tot niets.",
        "Wil je daarna verder, dan stuur ik je per e-mail een bevestiging met het gekozen pakket of de losse sessies, de prijs en de looptijd. De overeenkomst komt tot stand zodra je die bevestiging per e-mail accepteert of de eerste factuur betaalt.",
        "Sluit je de overeenkomst als consument op afstand, dan heb je 14 dagen bedenktijd. Je kunt in die periode zonder opgave van reden afzien van de overeenkomst. Wil je binnen die 14 dagen al met coaching beginnen, dan vraag ik je dat uitdrukkelijk te bevestigen. Zie je daarna alsnog af van de overeenkomst, dan betaal je alleen voor de sessies die al hebben plaatsgevonden.",
      ],
    },
    {
      heading: "3. Coaching is geen medische behandeling",
      paragraphs: [
        "Coaching is geen therapie en geen medische of psychologische behandeling. Ik stel geen diagnoses, behandel geen ADHD, burn-out of andere aandoeningen en geef geen advies over medicatie. De zelftest op deze website is een hulpmiddel om over jezelf na te denken, geen diagnose.",
        "Heb je lichamelijke of psychische klachten, ga dan naar je huisarts. Ben je al onder behandeling bij een arts, psycholoog of bedrijfsarts, overleg dan met hem of haar over coaching naast die behandeling. Coaching vervangt een behandeling nooit.",
        "Merk ik tijdens het traject dat je meer of andere hulp nodig hebt dan coaching kan bieden, dan zeg ik dat eerlijk en verwijs ik je door. We kunnen het traject dan in overleg pauzeren of beëindigen. In een crisis bel je 113 (0800-0113), je huisarts of bij direct gevaar 112.",
      ],
    },
    {
      heading: "4. Sessies en pakketten",
      paragraphs: [
        "Sessies vinden online plaats via {videodienst} of face-to-face, afhankelijk van het gekozen pakket. Wat een pakket precies inhoudt, hoeveel sessies erbij horen en binnen welke periode je ze gebruikt, staat op de website en in de bevestiging.",
        "Bij wandelcoaching voeren we het gesprek buiten tijdens een wandeling. Je bent zelf verantwoordelijk voor passende kleding en schoenen en voor het inschatten van je eigen lichamelijke conditie. Bij slecht weer spreken we binnen af of verplaatsen we de sessie. In de openbare ruimte let ik erop dat anderen niet kunnen meeluisteren, maar volledige afscherming is buiten niet altijd mogelijk.",
        "Bij de AI-ondersteuning leer ik je hoe je een AI-assistent kunt inzetten als dagelijkse hulp bij planning en reflectie. Je bepaalt zelf welke informatie je in zo’n dienst invoert. Ik voer zelf geen persoonlijke informatie uit onze gesprekken in zulke diensten in zonder jouw toestemming.",
      ],
    },
    {
      heading: "5. Afzeggen en verplaatsen",
      paragraphs: ["Kun je niet op een afspraak komen, laat het me dan zo snel mogelijk weten."],
      list: [
        "Afzeggen of verplaatsen tot {annuleertermijn} voor de afspraak kost niets.",
        "Zeg je later dan {annuleertermijn} van tevoren af of kom je niet, dan breng ik de sessie volledig in rekening. Bij een pakket telt de sessie dan als gebruikt.",
        "De sessies van een pakket boek, verzet en annuleer je zelf op je eigen klantpagina. Ze zijn {tegoedtermijn} na betaling te boeken; sessies die je in die tijd niet boekt, vervallen.",
        "Kom je te laat, dan eindigt de sessie op de afgesproken tijd.",
        "Moet ik zelf een afspraak afzeggen, bijvoorbeeld door ziekte, dan plannen we kosteloos een nieuwe afspraak in.",
        "Bij bijzondere omstandigheden, zoals een ongeval of een ziekenhuisopname, kijken we samen naar een redelijke oplossing.",
      ],
    },
    {
      heading: "6. Prijzen en betaling",
      paragraphs: [
        "De actuele prijzen staan op de website en in de bevestiging. Alle prijzen zijn in euro en inclusief btw, tenzij anders vermeld. Een prijswijziging geldt niet voor een traject dat al is overeengekomen.",
        "Een pakket betaal je vooraf, tenzij we schriftelijk een betaling in termijnen afspreken. Losse sessies factureer ik na afloop. De betaaltermijn is 14 dagen na de factuurdatum.",
        "Betaal je niet op tijd, dan stuur ik eerst een kosteloze herinnering met een nieuwe termijn van 14 dagen. Blijft betaling daarna uit, dan mag ik de wettelijke rente en de incassokosten volgens de wettelijke regels in rekening brengen en kan ik nieuwe sessies opschorten tot de openstaande facturen zijn betaald.",
        "Stop je tussentijds met een pakket, dan worden al betaalde sessies niet terugbetaald, tenzij je gebruikmaakt van je bedenktijd of we iets anders afspreken. Stop ik het traject omdat coaching niet (meer) passend is, dan krijg je de niet gebruikte sessies naar verhouding terug.",
      ],
    },
    {
      heading: "7. Vertrouwelijkheid",
      paragraphs: [
        "Alles wat je in de sessies vertelt, blijft tussen ons. Ik deel niets met anderen zonder jouw uitdrukkelijke toestemming, ook niet met je werkgever, je partner of een verwijzer, en ook niet als je werkgever het traject betaalt. Die krijgt hooguit te horen dat het traject loopt of is afgerond, en alleen als jij daarmee instemt.",
        "Op deze geheimhouding zijn twee uitzonderingen: als de wet mij verplicht informatie te geven, en als er acuut gevaar is voor jou of voor anderen. In dat laatste geval zal ik, waar mogelijk, eerst met jou overleggen.",
        "Ik kan een casus anoniem bespreken in intervisie of supervisie met andere coaches. Dat gebeurt altijd zonder naam of andere gegevens waaraan je te herkennen bent. Hoe ik met je persoonsgegevens omga, lees je in de privacyverklaring.",
      ],
    },
    {
      heading: "8. Inzet en eigen verantwoordelijkheid",
      paragraphs: [
        "Ik zet me zo goed mogelijk in voor jouw doelen, met de kennis en ervaring die ik heb. Coaching is een inspanningsverplichting, geen resultaatverplichting: ik kan niet beloven dat je binnen een bepaalde tijd hersteld bent of een bepaald doel bereikt.",
        "Jij bent verantwoordelijk voor je eigen keuzes en voor wat je met de coaching doet, ook voor beslissingen over je werk, je gezondheid en je relaties. Vertel het me als iets niet werkt of niet goed voelt; dan passen we de aanpak aan.",
      ],
    },
    {
      heading: "9. Aansprakelijkheid",
      paragraphs: [
        "Mijn aansprakelijkheid voor schade die ontstaat door de coaching is beperkt tot het bedrag dat je voor het betreffende traject of de betreffende sessies hebt betaald. Ik ben niet aansprakelijk voor indirecte schade, zoals gederfde inkomsten.",
        "Ik ben niet aansprakelijk voor schade die ontstaat doordat je mij onjuiste of onvolledige informatie geeft, of doordat je een medische of psychologische behandeling uitstelt of stopt. Deze beperkingen gelden niet als de schade het gevolg is van opzet of grove nalatigheid van mijn kant.",
      ],
    },
    {
      heading: "10. Materialen",
      paragraphs: [
        "Werkbladen, oefeningen, het e-book en ander materiaal dat je van mij krijgt, zijn voor jouw persoonlijke gebruik. Je mag ze niet zonder toestemming verspreiden, verkopen of voor eigen trainingen gebruiken. Het auteursrecht blijft bij de praktijk.",
        "Sessies worden niet opgenomen, niet door mij en niet door jou, tenzij we dat vooraf samen afspreken.",
      ],
    },
    {
      heading: "11. Klachten en toepasselijk recht",
      paragraphs: [
        "Ben je ergens niet tevreden over, bespreek het dan zo snel mogelijk met mij, in een sessie of per e-mail via de contactgegevens onderaan deze pagina. Ik reageer binnen 14 dagen en doe mijn best om samen tot een oplossing te komen.",
        "Op alle overeenkomsten is Nederlands recht van toepassing. Komen we er samen niet uit, dan kan het geschil worden voorgelegd aan de bevoegde rechter in Nederland. Als consument houd je altijd de rechten die de wet je geeft.",
      ],
    },
  ],
};
