import type { Islet } from '@islet/core';
import { afterEach, describe, expect, it } from 'vitest';
import { features } from './features.ts';
import { bootPage, clearPage } from '@islet/test-support/boot';
import { container, pageDocument } from '@islet/test-support/section-markup';
import { waitFor } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
afterEach(() => clearPage(islet));

// What the theme and Cloudflare print on many pages: links with a hash that never scroll to a
// builder element.
const SKIP_LINK = '<a class="skip-link screen-reader-text" href="#content">Skip to content</a>';
const EMAIL_LINK =
  '<a href="https://example.com/cdn-cgi/l/email-protection#93fbf6fffffcd3">[email protected]</a>';

describe('which pages load anchor scrolling', () => {
  it('not a page whose only hash links are the skip link and e-mail protection links', async () => {
    ({ islet } = await bootPage(
      SKIP_LINK + pageDocument(container('c0000a1', EMAIL_LINK)) + '<main id="content"></main>',
      features,
    ));
    await islet.ready;
    expect(islet.chunks.state('anchors')).toBe('idle');
  });

  it("not a page whose hash links lead to other pages (another site's `/#/swap`, this site's other page)", async () => {
    ({ islet } = await bootPage(
      pageDocument(
        container(
          'c0000c1',
          '<a href="https://app.example.org/#/swap?input=eth">Swap</a><a href="/other/#team">Team</a><a href="?lang=en#team">English</a>',
        ),
      ),
      features,
    ));
    await islet.ready;
    expect(islet.chunks.state('anchors')).toBe('idle');
  });

  it('a page with an in-page link to a section, skip link or not', async () => {
    ({ islet } = await bootPage(
      SKIP_LINK + pageDocument(container('c0000b1', '<a href="#c0000b2">Down</a>')),
      features,
    ));
    await waitFor(() => expect(islet!.chunks.state('anchors')).toBe('loaded'));
  });
});
