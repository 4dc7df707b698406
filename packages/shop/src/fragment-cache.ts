import type { Fragments } from './fragments.ts';
import { isFragments } from './fragments.ts';

/** The shop keeps fragments for a day at most. */
export const FRAGMENTS_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface FragmentKeys {
  fragments: string;
  cartHash: string;
  created: string;
}

/** The storage keys the shop's fragments script uses, so visitors' stored carts stay valid. */
export function fragmentKeys(win: Window): FragmentKeys {
  const params = (win as unknown as Record<string, Record<string, unknown> | undefined>)
    .wc_cart_fragments_params;
  const name = (key: string, fallback: string) =>
    typeof params?.[key] === 'string' ? (params[key] as string) : fallback;
  return {
    fragments: name('fragment_name', 'wc_fragments_islet'),
    cartHash: name('cart_hash_key', 'wc_cart_hash_islet'),
    created: 'wc_cart_created',
  };
}

/**
 * Whether stored fragments may be shown: they belong to the cart the cookie names and are less
 * than 24 hours old. Without a cart cookie, only fragments stored for an empty cart match.
 */
export function cachedFragmentsUsable(input: {
  storedHash: string | null;
  cookieHash: string;
  created: number | null;
  now: number;
}): boolean {
  if (input.storedHash === null || input.created === null) return false;
  if (input.storedHash !== input.cookieHash) return false;
  return input.now - input.created < FRAGMENTS_MAX_AGE_MS && input.now >= input.created;
}

const safely = <T>(work: () => T): T | null => {
  try {
    return work();
  } catch {
    return null;
  }
};

export function readCachedFragments(
  win: Window,
  keys: FragmentKeys,
  cookieHash: string,
  now: number,
): Fragments | null {
  const session = safely(() => win.sessionStorage);
  if (!session) return null;
  const created = Number(safely(() => session.getItem(keys.created)));
  const usable = cachedFragmentsUsable({
    storedHash: safely(() => session.getItem(keys.cartHash)),
    cookieHash,
    created: Number.isFinite(created) && created > 0 ? created : null,
    now,
  });
  if (!usable) return null;
  const parsed: unknown = safely(() => JSON.parse(session.getItem(keys.fragments) ?? 'null'));
  return isFragments(parsed) ? parsed : null;
}

/** Stores what the server confirmed; the hash goes to local storage too, for other tabs. */
export function storeFragments(
  win: Window,
  keys: FragmentKeys,
  fragments: Fragments,
  cartHash: string,
  now: number,
): void {
  safely(() => {
    win.sessionStorage.setItem(keys.fragments, JSON.stringify(fragments));
    win.sessionStorage.setItem(keys.cartHash, cartHash);
    win.sessionStorage.setItem(keys.created, String(now));
  });
  safely(() => win.localStorage.setItem(keys.cartHash, cartHash));
}
