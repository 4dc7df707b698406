// @ts-check
import { realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * The absolute path of `requested` (a URL path, already percent-decoded) under `root`, or `null`
 * when it would leave `root` by `..`, an absolute path, a drive letter or a NUL byte.
 *
 * @param {string} root absolute directory
 * @param {string} requested
 */
export function resolveInside(root, requested) {
  if (requested.includes('\0')) return null;
  const target = resolve(root, `.${sep}${requested}`);
  return isInside(root, target) ? target : null;
}

/**
 * Like `resolveInside`, then follows symbolic links and checks again, so a link inside the
 * root cannot serve a file outside it. `null` also when the file does not exist.
 *
 * @param {string} root absolute directory
 * @param {string} requested
 */
export async function resolveExistingInside(root, requested) {
  const target = resolveInside(root, requested);
  if (target === null) return null;
  try {
    const [realRoot, realTarget] = await Promise.all([realpath(root), realpath(target)]);
    return isInside(realRoot, realTarget) ? realTarget : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} root
 * @param {string} target
 */
function isInside(root, target) {
  const path = relative(root, target);
  return path !== '' && !path.startsWith(`..${sep}`) && path !== '..' && !isAbsolute(path);
}
