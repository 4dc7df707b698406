import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
// Pages of one site share most of their scripts: each file is compressed once per run.
const sizes = new Map<string, Promise<number>>();

/** Bytes over the wire with brotli at the level servers use for static files (11). */
export function brotliSize(content: Buffer | string): Promise<number> {
  const key = createHash('sha1').update(content).digest('base64');
  let size = sizes.get(key);
  if (!size) {
    size = compress(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(content),
      },
    }).then((compressed) => compressed.length);
    sizes.set(key, size);
  }
  return size;
}
