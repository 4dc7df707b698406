import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PageAudit } from './audit-page.ts';
import { main } from './cli.ts';
import { DEFAULT_BUNDLE_DIR } from './islet-bundle.ts';

// The recorded pages beside the repository, with their original scripts and URL maps
// (fixtures/recorded/README.md there, "Assets").
const recorded = fileURLToPath(new URL('../../../../shared/fixtures/recorded/', import.meta.url));
const page = join(recorded, 'benrich__little-bell-hotel-static__blog_index.html');
const ready = existsSync(`${page}.assets.json`) && existsSync(join(DEFAULT_BUNDLE_DIR, 'islet.js'));

// Compressing a page's scripts at brotli's top level takes seconds on a loaded machine.
describe.skipIf(!ready)(
  'the bytes of a recorded page, read through its asset map',
  { timeout: 60_000 },
  () => {
    it('measures every script Islet replaces, and keeps jQuery for the theme script that needs it', async () => {
      let stdout = '';
      const status = await main(['audit', '--json', page], {
        stdout: { write: (text: string) => (stdout += text) },
        stderr: { write: () => true },
        env: {},
      });
      expect(status).toBe(0);
      const [audit] = (JSON.parse(stdout) as { pages: PageAudit[] }).pages;
      const { replaced, kept } = audit!.scripts;
      expect(replaced.length).toBeGreaterThan(5);
      expect(replaced.filter((script) => script.bytes === null)).toEqual([]);
      expect(replaced.map((script) => script.src)).toContainEqual(
        expect.stringContaining('/plugins/elementor/assets/js/frontend.min.js'),
      );
      expect(kept).toContainEqual({
        src: expect.stringContaining('/themes/little-bell-hotel/dist/js/main.min.js'),
        needsJquery: true,
      });
      expect(kept).toContainEqual({
        src: expect.stringContaining('/wp-includes/js/jquery/jquery.min.js'),
        needsJquery: false,
      });
      const sum = replaced.reduce((total, script) => total + script.bytes!, 0);
      expect(audit!.bytes.original).toBeGreaterThan(sum);
      expect(audit!.bytes.islet).toBeLessThan(audit!.bytes.original);
    });
  },
);
