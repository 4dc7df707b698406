/** Why a refresh left the content as it was; `null` data means one of these happened. */
export type RefreshFailure =
  'not-a-response' | `status-${number}` | 'network' | 'malformed-json' | 'no-data';

export type RefreshOutcome = { data: string } | { failure: RefreshFailure };

/**
 * Spec §8: not ok, a status of 400 or above, a network error, a body that is not JSON, or a
 * `data` that is not a string all leave the content unchanged. Only `data` is read.
 */
export async function readRefreshResponse(response: unknown): Promise<RefreshOutcome> {
  // Duck-typed: a Response from another realm (a test's fetch, an iframe) is still a response.
  if (!isResponse(response)) return { failure: 'not-a-response' };
  if (!response.ok || response.status >= 400) return { failure: `status-${response.status}` };
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { failure: 'malformed-json' };
  }
  const data = (json as { data?: unknown } | null)?.data;
  return typeof data === 'string' ? { data } : { failure: 'no-data' };
}

function isResponse(value: unknown): value is Response {
  const candidate = value as Partial<Response> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.status === 'number' &&
    typeof candidate.json === 'function'
  );
}
