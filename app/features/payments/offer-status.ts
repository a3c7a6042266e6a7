import { paymentStatusLabels, type PaymentStatusLabel } from "~/content/payments";

/** Every state an offer can show on 'Betalingen' (browser-safe: the filter and the loader share it). */
export const offerStatuses = Object.keys(paymentStatusLabels) as PaymentStatusLabel[];

export const isOfferStatus = (value: string | null): value is PaymentStatusLabel =>
  value !== null && (offerStatuses as string[]).includes(value);
