/**
 * The size that makes a video of `ratio` (width / height) cover a box, like `object-fit: cover`
 * does for a `<video>`; iframes (YouTube, Vimeo) cannot use it. The original's `calcVideosSize`.
 */
export function coverSize(box: { width: number; height: number }, ratio: number) {
  if (!(box.width > 0 && box.height > 0 && ratio > 0))
    return { width: box.width, height: box.height };
  return box.width / box.height > ratio
    ? { width: box.width, height: box.width / ratio }
    : { width: box.height * ratio, height: box.height };
}
