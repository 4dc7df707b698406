import type { ContentType } from './speed-kit-config.ts';

/** What the worker knows of a request before deciding. */
export interface RequestFacts {
  /** Absolute URL. */
  url: string;
  method: string;
  /** `navigate` for page loads. */
  mode?: string;
  /** `Request.destination`: `''`, `document`, `style`, `image`, … */
  destination?: string;
  accept?: string | null;
  range?: string | null;
  requestedWith?: string | null;
}

const DESTINATIONS: Record<string, ContentType> = {
  document: 'document',
  iframe: 'document',
  frame: 'document',
  style: 'style',
  script: 'script',
  worker: 'script',
  sharedworker: 'script',
  image: 'image',
  font: 'font',
  track: 'track',
  video: 'video',
  audio: 'audio',
};

const ACCEPTS: [RegExp, ContentType][] = [
  [/^text\/html/, 'document'],
  [/^text\/css/, 'style'],
  [/^(application|text)\/(java|ecma)script/, 'script'],
  [/^image\//, 'image'],
  [/^font\//, 'font'],
  [/^text\/vtt/, 'track'],
  [/^video\//, 'video'],
  [/^audio\//, 'audio'],
  [/^application\/json/, 'fetch'],
];

const EXTENSIONS: [RegExp, ContentType][] = [
  [/\.m?js$/, 'script'],
  [/\.css$/, 'style'],
  [/\.(woff2?|ttf|otf|eot)$/, 'font'],
  [/\.(jpe?g|png|gif|svg|webp|avif|bmp|ico)$/, 'image'],
  [/\.vtt$/, 'track'],
  [/\.pdf$/, 'pdf'],
  [/\.(mp4|webm|ogg|ogv|mov|m4v)$/, 'video'],
  [/\.(mp3|wav|m4a|aac|flac|oga)$/, 'audio'],
];

/**
 * The request's content type, in the service's order: navigation, destination, the XHR header,
 * a single-type Accept header, the file extension, a trailing slash. `null` when none tells.
 */
export function detectContentType(request: RequestFacts): ContentType | null {
  if (request.mode === 'navigate') return 'navigate';
  const byDestination = request.destination ? DESTINATIONS[request.destination] : undefined;
  if (byDestination) return byDestination;
  if (request.requestedWith?.toLowerCase() === 'xmlhttprequest') return 'fetch';
  const accept = request.accept?.trim().toLowerCase() ?? '';
  if (accept && !accept.includes(',')) {
    for (const [pattern, type] of ACCEPTS) if (pattern.test(accept)) return type;
  }
  const { pathname } = new URL(request.url);
  const path = pathname.toLowerCase();
  for (const [pattern, type] of EXTENSIONS) if (pattern.test(path)) return type;
  return path.endsWith('/') ? 'document' : null;
}
