/**
 * A stand-in for the YouTube IFrame API script (no network in tests): `YT.Player` replaces its
 * element with an iframe, becomes ready in a later task, and logs every call in `window.ytCalls`.
 */
export const YOUTUBE_STUB = `
window.ytCalls = [];
window.YT = {
  loaded: 1,
  PlayerState: { ENDED: 0, PLAYING: 1, PAUSED: 2 },
  Player: class {
    constructor(element, options) {
      this.options = options;
      this.frame = document.createElement('iframe');
      this.frame.width = 640;
      this.frame.height = 360;
      element.replaceWith(this.frame);
      ytCalls.push(['new', options.videoId, options.playerVars]);
      setTimeout(() => options.events.onReady({ target: this }), 30);
    }
    getIframe() { return this.frame; }
    mute() { ytCalls.push(['mute']); }
    playVideo() {
      ytCalls.push(['playVideo']);
      this.options.events.onStateChange({ data: 1, target: this });
    }
    pauseVideo() { ytCalls.push(['pauseVideo']); }
    seekTo(s) { ytCalls.push(['seekTo', s]); }
    destroy() { ytCalls.push(['destroy']); }
  },
};
`;
