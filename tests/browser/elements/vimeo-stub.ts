/**
 * A stand-in for Vimeo's player.js (no network in tests): `Vimeo.Player` appends an iframe to
 * its element, emits `play`/`timeupdate` when told to, and logs calls in `window.vimeoCalls`.
 */
export const VIMEO_STUB = `
window.vimeoCalls = [];
window.Vimeo = {
  Player: class {
    constructor(element, options) {
      this.handlers = {};
      this.element = document.createElement('iframe');
      this.element.width = 640;
      this.element.height = 360;
      element.append(this.element);
      window.vimeoPlayer = this;
      vimeoCalls.push(['new', options]);
    }
    ready() { return Promise.resolve(); }
    on(name, handler) { (this.handlers[name] ??= []).push(handler); }
    emit(name, data) { for (const handler of this.handlers[name] ?? []) handler(data); }
    play() { vimeoCalls.push(['play']); this.emit('play', { seconds: 0 }); return Promise.resolve(); }
    pause() { vimeoCalls.push(['pause']); return Promise.resolve(); }
    setCurrentTime(s) { vimeoCalls.push(['setCurrentTime', s]); return Promise.resolve(s); }
    destroy() { vimeoCalls.push(['destroy']); return Promise.resolve(); }
  },
};
`;
