/** D13: admin passwords have at least 12 characters (browser hint and server check alike). */
export const minPasswordLength = 12;
