// @ts-check
// A stand-in for a hosted background video: Chromium plays a WAV in a <video> element with the
// same media API (play, pause, timeupdate, ended, media fragments), and a real video file would
// need an encoder this repository does not have. The sound is silence; the video is muted anyway.

/**
 * An 8 kHz, 8-bit mono PCM WAV file of silence.
 *
 * @param {number} seconds
 * @returns {Uint8Array}
 */
export function silentWav(seconds) {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (/** @type {number} */ at, /** @type {string} */ value) => {
    for (let i = 0; i < value.length; i++) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true); // bytes per second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44); // 8-bit PCM silence is the midpoint
  return bytes;
}
