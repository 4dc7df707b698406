import { coverSize } from './cover-size.ts';

/** What the background video behaviour asks of any player. */
export interface BackgroundPlayer {
  play(): void;
  pause(): void;
  /** Keeps an iframe covering its box; hosted videos cover with CSS. */
  resize(box: { width: number; height: number }): void;
  destroy(): void;
}

export interface PlayerOptions {
  /** The `.elementor-background-video-container`. */
  box: HTMLElement;
  start: number | undefined;
  end: number | undefined;
  playOnce: boolean;
  privacy: boolean;
  signal: AbortSignal;
  warn(message: string): void;
}

const ignore = () => {};

function coverIframe(
  frame: HTMLElement | null | undefined,
  box: { width: number; height: number },
  ratio: number,
) {
  if (!frame) return;
  const size = coverSize(box, ratio);
  frame.style.width = `${size.width}px`;
  frame.style.height = `${size.height}px`;
}

/**
 * A hosted file in the server's `<video>`: muted, inline, loaded only now (near the viewport),
 * looping from the start time itself (the `loop` attribute would restart at 0), hidden after one
 * play when set to play once, as the original does. `still` loads only what shows the start
 * frame (reduced motion); the behaviour decides when to play.
 */
export function hostedPlayer(
  video: HTMLVideoElement,
  src: string,
  options: PlayerOptions,
  still: boolean,
): BackgroundPlayer {
  const { start, end, playOnce, signal } = options;
  let over = false;
  video.autoplay = false;
  video.loop = false;
  video.muted = true;
  video.playsInline = true;
  video.preload = still ? 'metadata' : 'auto';
  video.src = src;
  const play = () => {
    if (!over) video.play().catch(ignore);
  };
  const reachedEnd = () => {
    if (playOnce) {
      over = true;
      video.pause();
      video.style.display = 'none';
      return;
    }
    video.currentTime = start ?? 0;
    video.play().catch(ignore);
  };
  video.addEventListener('ended', reachedEnd, { signal });
  video.addEventListener(
    'timeupdate',
    () => {
      if (end !== undefined && !over && video.currentTime >= end) reachedEnd();
    },
    { signal },
  );
  video.addEventListener(
    'error',
    () =>
      options.warn(
        `background video ${JSON.stringify(src)} could not be loaded: shown as rendered`,
      ),
    { signal, once: true },
  );
  return {
    play,
    pause: () => video.pause(),
    resize: ignore,
    destroy() {
      video.pause();
      video.removeAttribute('src');
      video.load();
      video.style.removeProperty('display');
    },
  };
}

interface YouTubePlayer {
  mute(): void;
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead?: boolean): void;
  destroy(): void;
  getIframe(): HTMLIFrameElement;
}
export interface YouTubeApi {
  loaded?: number;
  Player: new (element: HTMLElement, options: object) => YouTubePlayer;
  PlayerState: { ENDED: number; PLAYING: number };
}

/** The YouTube IFrame API's player in place of `.elementor-background-video-embed`. */
export function youtubePlayer(
  YT: YouTubeApi,
  id: string,
  options: PlayerOptions,
): BackgroundPlayer {
  const { box, start, end, playOnce, privacy } = options;
  const embed =
    box.querySelector<HTMLElement>('.elementor-background-video-embed') ??
    box.appendChild(box.ownerDocument.createElement('div'));
  let ready = false;
  let wanted = false;
  let over = false;
  let lastBox = { width: box.clientWidth, height: box.clientHeight };
  // Kept out of sight until it plays, as the original does: a black player is no background.
  box.classList.add('elementor-loading', 'elementor-invisible');
  const player = new YT.Player(embed, {
    videoId: id,
    ...(privacy ? { host: 'https://www.youtube-nocookie.com' } : {}),
    playerVars: {
      controls: 0,
      rel: 0,
      playsinline: 1,
      cc_load_policy: 0,
      mute: 1,
      ...(start ? { start } : {}),
      ...(end ? { end } : {}),
    },
    events: {
      onReady: () => {
        ready = true;
        player.mute();
        coverIframe(player.getIframe(), lastBox, 16 / 9);
        player.getIframe()?.classList.add('elementor-background-video-embed');
        if (wanted) player.playVideo();
      },
      onStateChange: (event: { data: number }) => {
        if (event.data === YT.PlayerState.PLAYING)
          box.classList.remove('elementor-loading', 'elementor-invisible');
        if (event.data !== YT.PlayerState.ENDED) return;
        if (playOnce) {
          over = true;
          return;
        }
        player.seekTo(start ?? 0);
        player.playVideo();
      },
    },
  });
  return {
    play() {
      wanted = true;
      if (ready && !over) player.playVideo();
    },
    pause() {
      wanted = false;
      if (ready) player.pauseVideo();
    },
    resize(size) {
      lastBox = size;
      if (ready) coverIframe(player.getIframe(), size, 16 / 9);
    },
    destroy() {
      box.classList.remove('elementor-loading', 'elementor-invisible');
      player.destroy();
    },
  };
}

interface VimeoPlayer {
  play(): Promise<void>;
  pause(): Promise<void>;
  setCurrentTime(seconds: number): Promise<number>;
  on(event: string, callback: (data: { seconds: number }) => void): void;
  ready(): Promise<void>;
  destroy(): Promise<void>;
  element?: HTMLIFrameElement;
}
export interface VimeoApi {
  Player: new (element: HTMLElement, options: object) => VimeoPlayer;
}

/** Vimeo's player API in background mode (muted, no controls) inside the container. */
export function vimeoPlayer(
  Vimeo: VimeoApi,
  url: string,
  options: PlayerOptions,
): BackgroundPlayer {
  const { box, start, end, playOnce, privacy } = options;
  let lastBox = { width: box.clientWidth, height: box.clientHeight };
  let over = false;
  const player = new Vimeo.Player(box, {
    url,
    width: lastBox.width,
    autoplay: false,
    loop: !playOnce,
    transparent: true,
    background: true,
    muted: true,
    ...(privacy ? { dnt: true } : {}),
  });
  const cover = () => {
    const frame = player.element;
    const ratio =
      frame && frame.width && frame.height ? Number(frame.width) / Number(frame.height) : 16 / 9;
    coverIframe(frame, lastBox, ratio);
  };
  player.ready().then(() => {
    player.element?.classList.add('elementor-background-video-embed');
    cover();
  }, ignore);
  if (start)
    player.on(
      'play',
      (data) => void (data.seconds === 0 && player.setCurrentTime(start).catch(ignore)),
    );
  if (end)
    player.on('timeupdate', (data) => {
      if (data.seconds < end || over) return;
      if (playOnce) {
        over = true;
        player.pause().catch(ignore);
      } else player.setCurrentTime(start ?? 0).catch(ignore);
    });
  return {
    play: () => void (!over && player.play().catch(ignore)),
    pause: () => void player.pause().catch(ignore),
    resize(size) {
      lastBox = size;
      cover();
    },
    destroy: () => void player.destroy().catch(ignore),
  };
}
