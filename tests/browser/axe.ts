import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { waitForAnimations } from './harness.ts';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the offending nodes. */
  targets: string[];
}

/**
 * Runs axe-core (from the npm registry, injected into the page) on `selector` or the whole page
 * and returns the violations in a form that prints readably in a failed `expect(...).toEqual([])`.
 * `disable` lists rule ids that are about the recorded site's own markup, not Islet's states.
 */
export async function axeViolations(
  page: Page,
  { selector, disable = [] }: { selector?: string; disable?: string[] } = {},
): Promise<AxeViolation[]> {
  // A state is checked once it has settled: mid-fade, text has the contrast of its opacity.
  await waitForAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    async ({ selector, disable }) => {
      const axe = (
        window as unknown as {
          axe: { run(context: Element | Document, options: RunOptions): Promise<AxeResults> };
        }
      ).axe;
      const rules = Object.fromEntries(disable.map((id) => [id, { enabled: false }]));
      const context = selector ? document.querySelector(selector) : document;
      if (!context) throw new Error(`axeViolations: nothing matches ${selector}`);
      const result = await axe.run(context, { rules });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { selector, disable },
  );
}
