/** A phone number as a public leaderboard shows it: the first two and last two digits. */
export function maskPhone(tel: string): string {
  if (tel.length < 5) return '•'.repeat(tel.length);
  return `${tel.slice(0, 2)}${'•'.repeat(tel.length - 4)}${tel.slice(-2)}`;
}

/** A player's public name: first name and the initial of the last one. */
export function publicName(nom: string): string {
  const [first = '', ...rest] = nom.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}
