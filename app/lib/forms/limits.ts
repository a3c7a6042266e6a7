/** Input limits of product.md §5, shared by the field rules and the admin forms. */
export const emailMaxLength = 254;
/**
 * Room for the longest real names (two given names, a double surname with
 * particles) and no more: a name is shown in mails and the admin, and a long
 * one is room for a message (ADR 0088).
 */
export const nameMaxLength = 60;
export const phoneMaxLength = 30;
