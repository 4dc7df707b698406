/**
 * The acceleration service's configuration as typed data. The service (a service-worker CDN)
 * reads a global `speedKit` object; its rules are lists of objects whose conditions all must
 * match (docs/acceleration.md has the semantics).
 */

/** A string is a case-insensitive prefix; a RegExp is tested; a list matches when any entry does. */
export type Pattern = string | RegExp;

export type ContentType =
  | 'document'
  | 'navigate'
  | 'style'
  | 'image'
  | 'script'
  | 'track'
  | 'font'
  | 'fetch'
  | 'pdf'
  | 'video'
  | 'audio';

export const CONTENT_TYPES: readonly ContentType[] = [
  'document',
  'navigate',
  'style',
  'image',
  'script',
  'track',
  'font',
  'fetch',
  'pdf',
  'video',
  'audio',
];

/** The conditions Islet evaluates; device classes never match (user-agent detection is off). */
export interface Rule {
  url?: Pattern[];
  host?: Pattern[];
  pathname?: Pattern[];
  contentType?: ContentType[];
  cookie?: Pattern[];
}

export const RULE_KEYS = ['url', 'host', 'pathname', 'contentType', 'cookie'] as const;

export interface ImageOptions {
  quality: number | false;
  webp: boolean;
  pjpeg: boolean;
}

export interface SpeedKitConfig {
  disabled: boolean;
  rumTracking: boolean;
  userAgentDetection: boolean;
  /** Script URL and scope of the service worker. */
  sw: string;
  scope: string;
  enabledSites: Rule[];
  whitelist: Rule[];
  blacklist: Rule[];
  /** Parameter-name prefixes removed from the cache key and given back to the page. */
  stripQueryParams: string[];
  /** Kept as configuration: transformations need the provider's image service (not applied). */
  image: ImageOptions | false;
  /**
   * Seconds between origin fetches for a cached resource: -1 never, 0 always, N at most once per
   * N seconds (the service's unit; the spec guesses minutes, the value is the same).
   */
  fetchOriginInterval: number;
}

export const TRACKING_PARAMETERS = [
  'utm_',
  'msclkid',
  'gclsrc',
  'fbclid',
  'dclid',
  'cjid',
  'gclid',
] as const;

/** The cookies that mark a visitor whose documents must come from the origin (spec §3, §6). */
export const BYPASS_COOKIES = [
  'wordpress_logged_in',
  'twostep_auth',
  'comment_',
  'woocommerce_cart',
  'woocommerce_items',
] as const;

export const FONT_SERVICE_HOSTS = ['fonts.googleapis.com', 'fonts.gstatic.com'] as const;
export const STYLE_CDN_HOST = 'maxcdn.bootstrapcdn.com';

/**
 * The site's configuration as the platform plugin generates it (reference: acceleration.md §1),
 * for a site at `site` (host and path, no protocol, no trailing slash: `example.com/blog`).
 * It is what Islet assumes when the page prints no configuration: the service switched off.
 */
export function siteConfig(site: string, { disabled = true } = {}): SpeedKitConfig {
  return {
    disabled,
    rumTracking: false,
    userAgentDetection: false,
    sw: '/sw.js',
    scope: '/',
    enabledSites: [{ pathname: [/^((?!\/wp-admin\/).)*$/] }],
    whitelist: [
      {
        // The plugin drops entries a shorter prefix already covers (`{site}/wp-content`,
        // `{site}/wp-includes/js`), so the site itself stands for them.
        url: [site, ...FONT_SERVICE_HOSTS, STYLE_CDN_HOST],
        contentType: ['document', 'style', 'image', 'script', 'track', 'font'],
      },
    ],
    blacklist: [
      {
        url: [
          // [ours] The plugin keeps admin pages out only for navigations (enabledSites); the spec
          // excludes everything under /wp-admin/, so its assets and calls are excluded too.
          `${site}/wp-admin/`,
          `${site}/wp-json`,
          `${site}/wp-login`,
          `${site}/login`,
          `${site}/wp-content/plugins/baqend`,
          /\.pdf/,
          /\.gif[?&]/,
        ],
      },
      { contentType: ['video'] },
      { cookie: [...BYPASS_COOKIES], contentType: ['document'] },
    ],
    stripQueryParams: [...TRACKING_PARAMETERS],
    image: { quality: 85, webp: true, pjpeg: true },
    fetchOriginInterval: 1440,
  };
}
