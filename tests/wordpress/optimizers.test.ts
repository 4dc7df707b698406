// WP Rocket's "delay JavaScript execution" parks every script it is not told to leave until the
// visitor's first interaction, and its "load JavaScript deferred" defers every script file. Islet
// tells it, through its two exclusion filters, to leave the head script (`Islet_Optimizers`): it
// stretches sections before the first paint, and parked it would let them jump after it. WP Rocket
// is not installed here (it is not free software): php/optimizers.php reads the lists as the
// site's filters leave them, and each script the server printed on the stretched page is matched
// against them the way WP Rocket matches a script's tag, as one case-insensitive alternation.
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedSite } from './shared-site.ts';
import type { WordPressSite } from './wordpress-site.mjs';

let site: WordPressSite;
let lists: { delay: string[]; defer: string[] };
let scripts: string[];

beforeAll(async () => {
  site = sharedSite();
  lists = JSON.parse(site.php('optimizers.php')) as typeof lists;
  const html = await (await fetch(`${site.url}/?page_id=${site.ids.stretch}`)).text();
  scripts = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/gi)].map(([element]) => element);
}, 120_000);

/** Whether WP Rocket leaves `element` alone under `patterns`. */
const left = (patterns: string[], element: string) =>
  new RegExp(`(${patterns.join('|')})`, 'i').test(element);

describe('WP Rocket leaves the head script alone, and delays the rest as the site chose', () => {
  it('keeps the lists it is given, and adds the head script to both', () => {
    expect(lists.delay[0]).toContain('jquery');
    expect(lists.defer).toContain('/wp-includes/js/jquery/jquery.min.js');
    expect(lists.delay).toContain('islet-head');
    expect(lists.defer).toContain('islet-head');
  });

  it('matches the inline head script on the stretched page, and not the runtime', () => {
    const head = scripts.filter((element) => /\bid=["']islet-head-js["']/.test(element));
    expect(head).toHaveLength(1);
    expect(left(lists.delay, head[0]!)).toBe(true);
    const runtime = scripts.filter((element) => /\bid=["']islet-js-module["']/.test(element));
    expect(runtime).toHaveLength(1);
    // Matched on its tag, "islet-head" is not in the runtime's URL or id.
    expect(left(lists.delay, runtime[0]!)).toBe(false);
  });

  it('matches the head script as a file too, where islet_head_script_inline prints the file', () => {
    expect(
      left(
        lists.defer,
        '<script src="/wp-content/plugins/islet/bundle/islet-head.js?ver=0.1.0" id="islet-head-js"></script>',
      ),
    ).toBe(true);
  });
});
