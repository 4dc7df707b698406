/** The SDK version the builder initialises. */
export const SDK_VERSION = 'v2.10';

/** The SDK's address for the site's language (`facebook_sdk.lang`, `en_US` when unusable). */
export function facebookSdkUrl(config: unknown): string {
  const lang = (config as { lang?: unknown } | null)?.lang;
  const safe = typeof lang === 'string' && /^[a-z]{2,3}_[A-Z]{2}$/.test(lang) ? lang : 'en_US';
  return `https://connect.facebook.net/${safe}/sdk.js`;
}

/** The site's app id (`facebook_sdk.app_id`), digits only, or none. */
export function facebookAppId(config: unknown): string | undefined {
  const id = (config as { app_id?: unknown } | null)?.app_id;
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : '';
  return /^\d+$/.test(text) ? text : undefined;
}
