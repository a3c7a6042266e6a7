/** "NL91ABNA0417164300" -> "NL91 ABNA 0417 1643 00": how people read and type an IBAN (stored without spaces). */
export function friendlyIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, "$1 ");
}
