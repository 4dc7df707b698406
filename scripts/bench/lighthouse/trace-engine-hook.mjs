// @ts-check
// A module hook for `pnpm bench lighthouse` (registered before Lighthouse loads): Lighthouse
// 12.2.3's trace engine (@paulirish/trace_engine 0.0.32) reads
// `args.chrome_frame_reporter.frame_sequence` of every PipelineReporter event, which Chromium 156
// no longer records, and the throw fails every audit built on the trace engine (layout shifts by
// element, render-blocking resources, the LCP element). The read is guarded here, in memory; the
// installed package is left as it is.

const HANDLER = /@paulirish\/trace_engine\/models\/trace\/handlers\/ScreenshotsHandler\.js$/;
const UNGUARDED = 'args.chrome_frame_reporter.frame_sequence';

/**
 * @param {string} url
 * @param {unknown} context
 * @param {(url: string, context: unknown) => Promise<{ source?: string | ArrayBuffer | Uint8Array, format?: string }>} nextLoad
 */
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (!HANDLER.test(url) || result.source === undefined) return result;
  const source =
    typeof result.source === 'string' ? result.source : new TextDecoder().decode(result.source);
  return {
    ...result,
    source: source.replace(UNGUARDED, 'args.chrome_frame_reporter?.frame_sequence'),
  };
}
