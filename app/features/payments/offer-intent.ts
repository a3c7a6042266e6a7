/** The person card's form intent for 'Pakket aanbieden' (browser-safe: the panel and the action share it). */
export const offerIntent = "pakket-aanbieden";
