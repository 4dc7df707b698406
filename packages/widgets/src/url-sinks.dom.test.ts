// The widgets' URL and markup sinks under hostile input: the form's redirect from the server's
// reply, and the nav menu's sub-menu icon from settings (fast-check, fixed seed plus a random one).
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { escapeHtml } from '../../../fixtures/generate/escape-html.mjs';
import { hostileUrl, fuzzSeeds } from '@islet/test-support/hostile-urls';
import { createRuntime, type Islet } from '@islet/core';
import { createRecordingLogger, type RecordingLogger } from '@islet/test-support/recording-logger';
import { features } from './features-interactive.ts';
import { waitUntil } from '@islet/test-support/wait-for';

interface Booted {
  islet: Islet;
  log: RecordingLogger;
}
let booted: Booted | undefined;

async function bootWidgets(html: string): Promise<Booted> {
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
  };
  document.body.innerHTML = html;
  const log = createRecordingLogger();
  const islet = createRuntime({ window, logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  return { islet, log };
}

afterEach(async () => {
  await booted?.islet.stop();
  booted = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const seeds = fuzzSeeds();

const formWidget = `<div class="elementor-element elementor-element-f0rm0001 elementor-widget elementor-widget-form" data-id="f0rm0001" data-element_type="widget" data-widget_type="form.default"><div class="elementor-widget-container">
<form class="elementor-form" method="post"><input type="hidden" name="form_id" value="f0rm0001">
<input type="text" name="form_fields[name]" value="Ada"><button type="submit">Send</button></form></div></div>`;

describe('form redirect from the server reply', () => {
  it('fuzz: a script redirect URL is refused with one warning, the success still shown', async () => {
    let redirect = '';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          success: true,
          data: { message: 'Sent.', data: { redirect_url: redirect } },
        }),
      ),
    );
    (window as unknown as Record<string, unknown>).ElementorProFrontendConfig = {
      ajaxurl: '/wp-admin/admin-ajax.php',
    };
    booted = await bootWidgets(formWidget);
    const form = document.querySelector('form')!;
    const urls = seeds.flatMap((seed) => fc.sample(hostileUrl(), { seed, numRuns: 10 }));
    for (const [index, url] of urls.entries()) {
      redirect = url;
      form.requestSubmit();
      await waitUntil(
        () => booted!.log.warnings.length === index + 1,
        `refusing ${JSON.stringify(url)}`,
      );
      expect(booted.log.warnings[index]).toMatch(/the form redirect: .*refused/);
      await waitUntil(
        () => !form.classList.contains('elementor-form-waiting'),
        'the end of sending',
      );
    }
    expect(document.querySelector('.elementor-message-success')?.textContent).toBe('Sent.');
    expect(location.href).toBe('http://localhost:3000/');
  });
});

const navMenu = (icon: string) => {
  const settings = escapeHtml(JSON.stringify({ submenu_icon: { value: icon, library: 'svg' } }));
  return `<div class="elementor-element elementor-element-nav00001 elementor-widget elementor-widget-nav-menu" data-id="nav00001" data-element_type="widget" data-settings="${settings}" data-widget_type="nav-menu.default"><div class="elementor-widget-container">
<nav class="elementor-nav-menu--main elementor-nav-menu__container"><ul class="elementor-nav-menu"><li class="menu-item"><a href="#" class="elementor-item">About</a><ul class="sub-menu"><li><a href="/team" class="elementor-sub-item">Team</a></li></ul></li></ul></nav></div></div>`;
};

const runnable = (root: Element) =>
  [root, ...root.querySelectorAll('*')].some(
    (el) =>
      /^(script|foreignobject|animate|set)$/i.test(el.localName) ||
      [...el.attributes].some(
        (attr) =>
          /^on/i.test(attr.name) ||
          /^\s*(javascript|vbscript|data):/i.test(attr.value.replace(/[\t\n\r]/g, '')),
      ),
  );

describe('nav menu sub-menu icon from settings', () => {
  it('keeps the drawing of a real icon', async () => {
    booted = await bootWidgets(
      navMenu(
        '<svg viewBox="0 0 320 512" class="e-font-icon-svg"><path d="M143 352L7 216z"></path></svg>',
      ),
    );
    await waitUntil(() => !!document.querySelector('.sub-arrow svg path'), 'the icon');
    expect(document.querySelector('.sub-arrow svg')!.getAttribute('viewBox')).toBe('0 0 320 512');
  });

  const handlers = [
    '<svg><image href="x" onerror="top.pwned()"></image></svg>',
    '<svg><animate onbegin="top.pwned()" attributeName="x" dur="1s"></animate><path d="M0 0"/></svg>',
    '<svg><set onbegin="top.pwned()" attributeName="x" to="1"></set><path d="M0 0"/></svg>',
    '<svg onload="top.pwned()"><path d="M0 0"/></svg>',
  ];
  it.each(handlers)('inserts %s without anything that could run', async (icon) => {
    booted = await bootWidgets(navMenu(icon));
    await waitUntil(
      () => !!document.querySelector('.sub-arrow svg') || booted!.log.warnings.length > 0,
      'the icon',
    );
    const arrow = document.querySelector('.sub-arrow');
    if (arrow) expect(runnable(arrow)).toBe(false);
  });

  it('fuzz: script URLs in any linking attribute never reach the page', async () => {
    const icons = seeds.flatMap((seed) =>
      fc.sample(
        fc
          .tuple(
            fc.constantFrom('href', 'xlink:href'),
            fc.constantFrom('a', 'use', 'image'),
            hostileUrl(),
          )
          .map(
            ([attr, tag, url]) =>
              `<svg><${tag} ${attr}="${escapeHtml(url)}"><path d="M0 0"/></${tag}></svg>`,
          ),
        { seed, numRuns: 6 },
      ),
    );
    for (const icon of icons) {
      booted = await bootWidgets(navMenu(icon));
      await waitUntil(() => !!document.querySelector('.sub-arrow svg'), 'the icon');
      expect(runnable(document.querySelector('.sub-arrow')!), icon).toBe(false);
      await booted.islet.stop();
      booted = undefined;
    }
  });
});
