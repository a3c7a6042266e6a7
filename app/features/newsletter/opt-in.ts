/** The optional newsletter checkbox on other forms: its field and the value a tick sends. */
export const newsletterOptInField = "nieuwsbrief";
export const newsletterOptInValue = "ja";
