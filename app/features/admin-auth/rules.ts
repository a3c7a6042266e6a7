/** D13: admin passwords have at least 12 characters (browser hint and server check alike). */
export const minPasswordLength = 12;
/** Longer than any password manager makes, short enough that hashing it costs nothing extra. */
export const maxPasswordLength = 200;
