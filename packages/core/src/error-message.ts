/** What a thrown value says: its message, or the value itself when it is not an `Error`. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
