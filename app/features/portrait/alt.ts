/** The longest description of the portrait (its alt text). */
export const maxAltLength = 200;
