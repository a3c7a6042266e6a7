// The public lead forms as a client submits them, for the fault and load
// tests. Each call answers whether the server accepted the lead, decided from
// the real response the way the browser decides it: the enhanced forms' data
// answer carries the success code (newsletter, e-book), the plain intake post
// is redirected to /thank-you.
import { fetch } from "undici";

/** Form post headers; `clientAddress` poses as a visitor behind the proxy (needs TRUST_PROXY=true). */
function formHeaders(origin, clientAddress) {
  return {
    "content-type": "application/x-www-form-urlencoded",
    origin,
    ...(clientAddress ? { "x-forwarded-for": clientAddress } : {}),
  };
}

async function post(origin, path, fields, { dispatcher, clientAddress } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: formHeaders(origin, clientAddress),
    redirect: "manual",
    dispatcher,
  });
  // Read to the end: an answer only counts once it has fully arrived.
  const text = await response.text();
  return { status: response.status, location: response.headers.get("location"), text };
}

/** The footer form, as posted with JavaScript (the route's data endpoint). */
export async function signUpForNewsletter(origin, email, options) {
  const answer = await post(origin, "/nieuwsbrief.data", { name: "Proef Lezer", email }, options);
  return { status: answer.status, accepted: answer.status === 200 && answer.text.includes("Confirmation sent") };
}

/** The e-book request, as posted with JavaScript; "pending" (no e-book uploaded) is accepted too. */
export async function requestEbook(origin, email, options) {
  const answer = await post(origin, "/ebook-download.data", { name: "Proef Lezer", email }, options);
  const accepted =
    answer.status === 200 && (answer.text.includes("Ebook request processed") || answer.text.includes("Ebook pending"));
  return { status: answer.status, accepted };
}

/** A short intake questionnaire posted without JavaScript: success is the redirect to /thank-you. */
export async function submitIntake(origin, clientName, options) {
  const fields = {
    client_name: clientName,
    email: "intake@example.nl",
    energieniveau: "Laag, vooral aan het eind van de week.",
    stressfactoren: "Werkdruk en weinig slaap. ".repeat(20),
    verwachtingen_coaching: "Weer overzicht en rust.",
    consent: "ja",
  };
  const answer = await post(origin, "/client-test", fields, options);
  return { status: answer.status, accepted: answer.status === 303 && answer.location === "/thank-you" };
}
