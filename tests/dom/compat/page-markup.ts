// The demo backend's markup helpers, typed for the tests.
import {
  counterWidget as counter,
  loopItems as items,
  addonPage,
} from '../../../examples/demo/backends/compat/addon-page.mjs';

export const loopItems: (posts: number[]) => string = items;
export const counterWidget: (id: string, to: number) => string = counter;

/** The add-on page's `<body>` content, without its scripts (the tests run those themselves). */
export function addonPageBody(): string {
  const html = addonPage({ isletSrc: '', addons: [] });
  const main = /<main>([\s\S]*)<\/main>/.exec(html);
  return main?.[1] ?? '';
}
