/** What a field asks of its value, read from its markup as the server printed it. */
export interface FieldRules {
  required: boolean;
  type: string;
  min?: number;
  max?: number;
  /** `accept` of a file field: extensions (`.pdf`) and types (`image/*`). */
  accept?: string[];
  /** Largest file, in megabytes (`data-maxsize`). */
  maxSizeMb?: number;
  pattern?: string;
}

/** What a value looks like to the rules: text, or the files chosen. */
export type FieldValue = string | { name: string; size: number; type: string }[];

export const MESSAGES = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  url: 'Please enter a valid URL.',
  number: 'Please enter a number.',
  min: (min: number) => `Please enter a value of at least ${min}.`,
  max: (max: number) => `Please enter a value of at most ${max}.`,
  date: 'Please enter a valid date.',
  time: 'Please enter a valid time.',
  fileType: 'This file type is not allowed.',
  fileSize: (mb: number) => `This file exceeds the maximum allowed size of ${mb} MB.`,
  pattern: 'Please match the requested format.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * The first rule a value breaks, as the message a visitor reads, or null when it passes. The
 * same rules as the field settings (required, email, number ranges, dates, file size and type).
 */
export function checkField(rules: FieldRules, value: FieldValue): string | null {
  if (Array.isArray(value)) {
    if (!value.length) return rules.required ? MESSAGES.required : null;
    for (const file of value) {
      if (rules.accept?.length && !accepts(rules.accept, file)) return MESSAGES.fileType;
      if (rules.maxSizeMb && file.size > rules.maxSizeMb * 1024 * 1024)
        return MESSAGES.fileSize(rules.maxSizeMb);
    }
    return null;
  }
  const text = value.trim();
  if (!text) return rules.required ? MESSAGES.required : null;
  switch (rules.type) {
    case 'email':
      if (!EMAIL.test(text)) return MESSAGES.email;
      break;
    case 'url':
      try {
        new URL(text);
      } catch {
        return MESSAGES.url;
      }
      break;
    case 'number': {
      const number = Number(text);
      if (!Number.isFinite(number)) return MESSAGES.number;
      if (rules.min !== undefined && number < rules.min) return MESSAGES.min(rules.min);
      if (rules.max !== undefined && number > rules.max) return MESSAGES.max(rules.max);
      break;
    }
    case 'date':
      if (!DATE.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) return MESSAGES.date;
      if (new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) !== text) return MESSAGES.date;
      break;
    case 'time':
      if (!TIME.test(text)) return MESSAGES.time;
      break;
  }
  if (rules.pattern) {
    try {
      if (!new RegExp(`^(?:${rules.pattern})$`).test(text)) return MESSAGES.pattern;
    } catch {
      // A pattern the browser cannot read is not the visitor's fault.
    }
  }
  return null;
}

function accepts(accept: string[], file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (!rule) return false;
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return file.type.startsWith(rule.slice(0, -1));
    return file.type === rule;
  });
}

/** Reads a field's rules from its element (the server's attributes). */
export function rulesOf(
  field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
): FieldRules {
  const number = (name: string) => {
    const raw = field.getAttribute(name);
    if (raw === null || raw.trim() === '') return undefined;
    const value = Number(raw);
    return Number.isFinite(value) ? value : undefined;
  };
  const accept = field.getAttribute('accept');
  return {
    required: field.hasAttribute('required') || field.getAttribute('aria-required') === 'true',
    type:
      field instanceof field.ownerDocument.defaultView!.HTMLInputElement
        ? field.type
        : field.tagName.toLowerCase(),
    min: number('min'),
    max: number('max'),
    accept: accept ? accept.split(',') : undefined,
    maxSizeMb: number('data-maxsize'),
    pattern: field.getAttribute('pattern') ?? undefined,
  };
}
