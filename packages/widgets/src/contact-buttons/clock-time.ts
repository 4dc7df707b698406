/** The time a chat bubble shows ("14:05"), in the visitor's clock, as the builder prints it. */
export function clockTime(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
