import {
  deviceForWidth,
  deviceRanges,
  readBreakpoints,
  responsiveValue,
  type ParsingPass,
} from '@islet/core';
import { finiteNumber, numberSetting } from '@islet/primitives';
import { aspectRatio } from './gallery-layout.ts';
import {
  HEAD_STYLED,
  galleryLayout,
  galleryStyles,
  gallerySizes,
  imageRatio,
  type Styles,
} from './gallery-styles.ts';

interface FrontendConfigShape {
  responsive?: { breakpoints?: unknown };
}

type Read = (value: unknown) => number | undefined | null;

/**
 * The Pro gallery's pass in `islet-head.js`: each gallery laid out in the frame before the paint
 * that first shows it, as the gallery behaviour will lay it out, so the page does not open with a
 * 1 px high gallery that pushes everything below it down once a script runs (a layout shift of
 * 0.75 on a phone where the gallery is near the top). `pending` reads nothing (the mutation
 * callback asks it); `run` is called in an animation frame. A grid needs no layout read; masonry
 * and justified read the container's width, all reads before all writes. A gallery the parser is
 * still filling is laid out again when it has more tiles. Every element written is marked with
 * the properties written (`HEAD_STYLED`), which the behaviour takes over as its own.
 */
export function galleryPass(doc: Document): ParsingPass {
  const win = doc.defaultView!;
  const widgets = doc.getElementsByClassName('elementor-widget-gallery');
  // Per container, what it was last laid out for: the same again writes nothing.
  const done = new WeakMap<Element, string>();

  const write = (target: HTMLElement, styles: Styles) => {
    for (const name in styles) target.style.setProperty(name, styles[name]!);
    target.setAttribute(HEAD_STYLED, Object.keys(styles).join(' '));
  };

  const run = () => {
    // The device as the behaviour's will be: the window's width against the site's breakpoints,
    // or the builder's defaults while its configuration is not printed yet.
    const config = (win as unknown as { elementorFrontendConfig?: FrontendConfigShape })
      .elementorFrontendConfig;
    const ranges = deviceRanges(readBreakpoints(config?.responsive?.breakpoints, []));
    const device = deviceForWidth(ranges, win.innerWidth);
    const active = ranges.map((range) => range.name);
    const plans: (() => void)[] = [];
    for (const widget of widgets) {
      const container = widget.querySelector<HTMLElement>('.elementor-gallery__container');
      const items = container?.querySelectorAll<HTMLElement>('.e-gallery-item');
      if (!container || !items?.length) continue;
      let raw: Record<string, unknown> = {};
      try {
        raw = Object(JSON.parse(widget.getAttribute('data-settings') ?? '{}'));
      } catch {
        // Unreadable settings: the defaults, as the behaviour's lenient reading gives.
      }
      // Each key read alone, an unreadable one as absent, then the device's own value or the one
      // it inherits: the order of the behaviour's settings.
      const value = (key: string, read: Read) => {
        const parsed: Record<string, unknown> = {};
        for (const name in raw)
          if (name === key || name.startsWith(`${key}_`))
            parsed[name] = read(raw[name]) ?? undefined;
        return responsiveValue(parsed, key, device, active) as number | undefined;
      };
      const layout = galleryLayout(raw.gallery_layout);
      const grid = layout === 'grid';
      const width = grid ? 0 : container.clientWidth;
      const rtl = !grid && win.getComputedStyle(container).direction === 'rtl';
      const key = `${items.length} ${device} ${width} ${rtl}`;
      if (done.get(container) === key) continue;
      done.set(container, key);
      const images = [...items].map((item) => item.querySelector<HTMLElement>('.e-gallery-image'));
      const styles = galleryStyles(
        layout,
        gallerySizes(
          value('columns', finiteNumber),
          value('gap', numberSetting),
          value('ideal_row_height', numberSetting),
        ),
        aspectRatio(raw.aspect_ratio),
        images.map(imageRatio),
        width,
        rtl,
      );
      plans.push(() => {
        write(container, styles.container);
        styles.items.forEach((item, n) => write(items[n]!, item));
        for (const image of images) if (image) write(image, styles.image);
      });
    }
    for (const plan of plans) plan();
  };

  // A tile or its image the parser inserts later asks for the gallery to be laid out again.
  return {
    classes: ['elementor-widget-gallery', 'e-gallery-item', 'e-gallery-image'],
    pending: () => widgets.length > 0,
    run,
  };
}
