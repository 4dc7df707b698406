/** The time a chat bubble shows, in the visitor's locale, 12- or 24-hour as the widget sets. */
export function clockTime(date: Date, format: string | undefined, locale?: string): string {
  return new Intl.DateTimeFormat(locale ?? 'default', {
    hour12: format === '12h',
    hour: 'numeric',
    minute: 'numeric',
  }).format(date);
}
