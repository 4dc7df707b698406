import type { BehaviourContext, SettingsOf } from '@islet/core';
import type { AnimationItem, LottiePlayer } from 'lottie-web';
import { isAnimationData, lottieOptions, type settings } from './lottie-settings.ts';
import { drive } from './lottie-triggers.ts';
import { loadPart } from '@islet/primitives';

/**
 * The animation player: lottie-web (its SVG-only light build) and the animation file load when
 * the widget hydrates (the core's idle time outside the first viewport), never on pages without
 * the widget, and the animation is built in idle time (`ctx.idle`), never in a scroll frame. It plays on load, in
 * the viewport, with the scroll, on hover or on click as `trigger` says, with the speed, loop,
 * reverse and start/end points of the settings. Visitors who ask for less motion see a still
 * frame unless they start it themselves (hover, click). A file that is missing or not an
 * animation: one warning, and the widget shows its fallback.
 */
export { settings } from './lottie-settings.ts';

export function connect(element: HTMLElement, ctx: BehaviourContext<SettingsOf<typeof settings>>) {
  const doc = element.ownerDocument;
  const options = lottieOptions(ctx.settings);
  const target = element.querySelector<HTMLElement>('.e-lottie__animation');
  if (!target || !options.url) {
    ctx.warn(
      !target
        ? 'the animation has no .e-lottie__animation in its markup; it is left as printed.'
        : 'the animation has no file; it is left as printed.',
    );
    ctx.report('skipped', !target ? 'no .e-lottie__animation' : 'no animation file');
    return;
  }
  const url = options.url;
  if (options.alt) {
    target.setAttribute('role', 'img');
    target.setAttribute('aria-label', options.alt);
  } else target.setAttribute('aria-hidden', 'true');

  void start();

  async function start() {
    ctx.report('pending', 'loading the animation');
    let data: unknown;
    try {
      data = await fetchAnimation(doc, url, ctx.signal);
    } catch (error) {
      if (ctx.signal.aborted) return;
      fail(`the animation ${url} could not be played: ${errorText(error)}.`);
      return;
    }
    // One warning for the page when the player cannot load, however many animations it has.
    const player = await loadPart(
      ctx,
      'lottie-web',
      () => import('lottie-web/build/player/lottie_light'),
    );
    if (!player) return fallBack('the animation player could not load');
    if (ctx.signal.aborted) return;
    const lottie: LottiePlayer = player.default;
    ctx.idle(() => build(lottie, data));
  }

  function build(lottie: LottiePlayer, data: unknown) {
    let animation: AnimationItem;
    try {
      animation = lottie.loadAnimation({
        container: target!,
        renderer: 'svg',
        loop: options.loop,
        autoplay: false,
        animationData: data,
        rendererSettings: { preserveAspectRatio: 'xMidYMid meet' },
      });
    } catch (error) {
      fail(`the animation ${url} could not be played: ${errorText(error)}.`);
      return;
    }
    ctx.own(() => animation.destroy());
    element.classList.add('e-lottie--loaded');
    drive(element, target!, ctx, animation, options);
    ctx.report('active');
  }

  function fail(message: string) {
    ctx.warn(message);
    fallBack('broken animation file');
  }

  function fallBack(reason: string) {
    ctx.report('skipped', reason);
    // The fallback: an empty, labelled box the site's CSS can style, not a broken player.
    target!.replaceChildren();
    element.classList.add('e-lottie--fallback');
    if (options.alt) target!.textContent = options.alt;
  }
}

/** The animation file at `url`; throws what is wrong when it cannot be had or is no animation. */
async function fetchAnimation(doc: Document, url: string, signal: AbortSignal) {
  const response = await doc.defaultView!.fetch(new URL(url, doc.baseURI).href, { signal });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  const data: unknown = await response.json();
  if (!isAnimationData(data)) throw new Error('the file is not a Lottie animation');
  return data;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
