/** Whether a message id belongs to one of the scopes (id prefixes: `quiz` holds `quiz.result.title`). */
export function inScopes(id: string, scopes: readonly string[]): boolean {
  return scopes.some((scope) => id === scope || id.startsWith(`${scope}.`))
}
