import { describe, expect, it } from 'vitest';
import { createBackend } from '../elements.mjs';
import { silentWav } from './tone-wav.mjs';

const backend = createBackend({ isletSrc: '/islet/islet.js', flags: {} }) as {
  handle(request: Request): Response | undefined;
};
const get = (path: string, headers: Record<string, string> = {}) =>
  backend.handle(new Request(`http://demo.test${path}`, { headers }));

describe('the elements demo backend', () => {
  it.each(['entrance', 'stretch', 'anchors', 'video', 'slideshow', 'popup'])(
    'serves /pages/elements/%s with the bundle and the builder config',
    async (name) => {
      const response = get(`/pages/elements/${name}`)!;
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<script type="module" src="/islet/islet.js"></script>');
      expect(html).toContain('var elementorFrontendConfig = ');
      expect(html).toContain('data-elementor-type="wp-page"');
    },
  );

  it('prints RTL pages and the stretch container setting on request', async () => {
    const html = await get('/pages/elements/stretch?rtl=1&container=.site-wrap')!.text();
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain('"is_rtl":true');
    expect(html).toContain('"stretched_section_container":".site-wrap"');
  });

  it('leaves other paths to the next backend', () => {
    expect(get('/pages/elements/nothing')).toBeUndefined();
    expect(get('/pages/shop')).toBeUndefined();
  });

  it('answers the stand-in video with byte ranges', async () => {
    const whole = get('/pages/elements/media/silence.wav')!;
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = get('/pages/elements/media/silence.wav', { range: 'bytes=10-19' })!;
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(10);
    expect(get('/pages/elements/media/silence.wav', { range: `bytes=${size}-` })!.status).toBe(416);
  });

  it('answers the broken slideshow image with a 404', () => {
    expect(get('/pages/elements/media/broken.jpg')!.status).toBe(404);
  });
});

describe('silentWav', () => {
  it('is a PCM WAVE file of the asked length at 8 kHz', () => {
    const bytes = silentWav(2);
    const text = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
    const view = new DataView(bytes.buffer);
    expect([text(0, 4), text(8, 12), text(12, 16), text(36, 40)]).toEqual([
      'RIFF',
      'WAVE',
      'fmt ',
      'data',
    ]);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(40, true)).toBe(16000);
    expect(bytes.length).toBe(44 + 16000);
    expect(bytes[44 + 100]).toBe(128);
  });
});
