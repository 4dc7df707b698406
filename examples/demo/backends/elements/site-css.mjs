// @ts-check
// The part of the builder's and a boxed theme's CSS these pages need, inlined: the demo answers
// style sheets of other hosts empty, and the behaviours are judged against the real rules.

export const SITE_CSS = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; }
.site-main { max-width: 800px; margin: 0 auto; padding: 0 12px; }
.elementor-element { position: relative; }
.elementor-invisible { visibility: hidden; }
.animated { animation-duration: 1.25s; animation-fill-mode: both; }
.animated.animated-fast { animation-duration: .75s; }
@keyframes fadeIn { from { opacity: 0 } to { opacity: 1 } }
.fadeIn { animation-name: fadeIn; }
@keyframes fadeInUp { from { opacity: 0; transform: translate3d(0, 100%, 0) } to { opacity: 1; transform: none } }
.fadeInUp { animation-name: fadeInUp; }
@keyframes zoomIn { from { opacity: 0; transform: scale3d(.3, .3, .3) } 50% { opacity: 1 } }
.zoomIn { animation-name: zoomIn; }
@media (prefers-reduced-motion: reduce) { .animated { animation: none; } }
.elementor-section .elementor-container { display: flex; margin: 0 auto; position: relative; }
.elementor-section.elementor-section-stretched { position: relative; width: 100%; }
.elementor-section { min-height: 120px; background: #dde6f0; }
.elementor-background-video-container { position: absolute; inset: 0; overflow: hidden; z-index: 0; pointer-events: none; direction: ltr; }
.elementor-background-video-hosted { position: absolute; top: 50%; left: 50%; transform: translate(-50%, -50%); object-fit: cover; width: 100%; height: 100%; }
.elementor-background-video-embed { position: absolute; top: 50%; left: 50%; transform: translate(-50%, -50%); max-width: none; }
.elementor-background-slideshow { position: absolute; inset: 0; z-index: 0; overflow: hidden; }
.elementor-background-slideshow__slide__image { width: 100%; height: 100%; background-position: 50%; background-size: cover; }
.elementor-ken-burns { transition-property: transform; transition-duration: 10s; transition-timing-function: linear; }
.elementor-ken-burns--out { transform: scale(1.3); }
.elementor-ken-burns--active { transition-duration: 20s; }
.elementor-ken-burns--active.elementor-ken-burns--out { transform: scale(1); }
.elementor-ken-burns--active.elementor-ken-burns--in { transform: scale(1.3); }
.spacer { height: 1400px; }
.test-header { position: fixed; top: 0; left: 0; right: 0; height: 90px; background: #222; color: #fff; z-index: 10; }
`;
