/**
 * Whether what was typed confirms a deletion: the word exactly, apart from
 * spaces around it. Case counts, so "delete" does not confirm "DELETE".
 */
export function matchesConfirmation(typed: string, word: string): boolean {
  return word !== '' && typed.trim() === word
}
