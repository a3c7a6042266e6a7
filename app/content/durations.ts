/** Periods in running Dutch text: "1 maand", "6 maanden"; "24 uur" (uur has no plural after a number). */
export const monthsText = (months: number): string => (months === 1 ? "1 maand" : `${months} maanden`);
export const hoursText = (hours: number): string => `${hours} uur`;
