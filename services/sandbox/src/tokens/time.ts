// Instants at the upstream boundary are Europe/Rome wall-clock times without an offset
// (docs/upstream-contract.md, conventions).
const romeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DDTHH:mm:ss` in Europe/Rome. */
export function romeInstant(date: Date): string {
  return romeFormat.format(date).replace(' ', 'T');
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
