/** Ends a sentence with one full stop, also when it ends in a name that has one ("Summit Travel Co."). */
export function fullStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
