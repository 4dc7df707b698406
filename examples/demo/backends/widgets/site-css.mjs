// @ts-check
// The part of the builder's frontend CSS these widgets depend on (elementor frontend.min.css and
// the widget CSS files), so the demo pages look and behave as on a real site: closed panels are
// hidden by CSS, tabs stack below 768 px, the progress bar animates its width.
export const WIDGETS_CSS = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #222; }
.elementor { max-width: 860px; margin: 0 auto; padding: 24px; }
.elementor-widget { margin-bottom: 32px; }
.elementor-screen-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.elementor-accordion .elementor-accordion-item, .elementor-toggle .elementor-toggle-item { border: 1px solid #d5d8dc; }
.elementor-accordion .elementor-tab-title, .elementor-toggle .elementor-tab-title { margin: 0; padding: 15px 20px; font-weight: 700; cursor: pointer; }
.elementor-accordion .elementor-tab-content, .elementor-toggle .elementor-tab-content { display: none; padding: 15px 20px; border-top: 1px solid #d5d8dc; }
.elementor-accordion-icon-opened, .elementor-toggle-icon-opened { display: none; }
.elementor-active .elementor-accordion-icon-opened, .elementor-active .elementor-toggle-icon-opened { display: inline; }
.elementor-active .elementor-accordion-icon-closed, .elementor-active .elementor-toggle-icon-closed { display: none; }
.elementor-tab-title:focus-visible, .e-n-tab-title:focus-visible, summary:focus-visible { outline: 2px solid #1a5fb4; outline-offset: 2px; }
.elementor-widget-tabs .elementor-tab-desktop-title { display: inline-block; padding: 20px 25px; font-weight: 700; cursor: pointer; border: 1px solid transparent; }
.elementor-widget-tabs .elementor-tab-desktop-title.elementor-active { border-color: #d5d8dc; border-bottom-color: #fff; }
.elementor-widget-tabs .elementor-tab-mobile-title { cursor: pointer; padding: 10px; }
.elementor-widget-tabs .elementor-tab-content { display: none; padding: 20px; border: 1px solid #d5d8dc; }
@media (max-width: 767px) { .elementor-tabs .elementor-tabs-wrapper { display: none; } }
@media (min-width: 768px) { .elementor-tabs .elementor-tab-mobile-title { display: none; } }
.e-n-accordion-item { border: 1px solid #d5d8dc; }
.e-n-accordion-item-title { display: flex; justify-content: space-between; padding: 15px 20px; cursor: pointer; list-style: none; }
.e-n-accordion-item-title::-webkit-details-marker { display: none; }
.e-n-accordion-item > .e-con { padding: 15px 20px; }
.e-n-accordion-item[open] .e-closed, .e-n-accordion-item:not([open]) .e-opened { display: none; }
.e-n-tabs-heading { display: flex; gap: 4px; }
.e-n-tab-title { padding: 12px 20px; border: 1px solid #d5d8dc; background: #f4f4f4; cursor: pointer; font: inherit; }
.e-n-tab-title[aria-selected="true"] { background: #fff; font-weight: 700; }
.e-n-tabs-content > .e-con { display: none; padding: 20px; border: 1px solid #d5d8dc; }
.e-n-tabs-content > .e-con.e-active { display: block; }
.elementor-counter-number-wrapper { display: flex; font-size: 48px; font-weight: 600; }
.elementor-progress-wrapper { background: #eee; border-radius: 3px; position: relative; height: 30px; }
.elementor-progress-bar { display: flex; background: #1a5fb4; color: #fff; width: 0; height: 100%; transition: width 1s ease-in-out; align-items: center; justify-content: space-between; padding: 0 10px; box-sizing: border-box; overflow: hidden; white-space: nowrap; }
.elementor-alert { padding: 15px; border-left: 5px solid #1a5fb4; background: #e8f0fb; position: relative; }
.elementor-alert-title { display: block; font-weight: 700; }
.elementor-alert-dismiss { position: absolute; right: 10px; top: 10px; font-size: 20px; background: none; border: 0; cursor: pointer; }
.elementor-countdown-wrapper { display: flex; gap: 12px; }
.elementor-countdown-item { background: #1a5fb4; color: #fff; padding: 12px; text-align: center; min-width: 80px; }
.elementor-countdown-digits { display: block; font-size: 32px; }
.elementor-countdown-expire--message { display: none; }
.elementor-toc__header { display: flex; justify-content: space-between; align-items: center; border-bottom: 1px solid #d5d8dc; }
.elementor-toc__header-title { margin: 8px 0; }
.elementor-toc__toggle-button { cursor: pointer; padding: 4px 8px; }
.elementor-toc__toggle-button--expand, .elementor-toc--collapsed .elementor-toc__toggle-button--collapse { display: none; }
.elementor-toc--collapsed .elementor-toc__toggle-button--expand { display: inline-block; }
.elementor-toc--collapsed .elementor-toc__body { display: none; }
.elementor-toc__list-item-text.elementor-item-active { font-weight: 700; }
.elementor-widget-text-path { font-size: 20px; text-align: var(--alignment, left); }
.elementor-widget-text-path svg { width: var(--width); max-width: 100%; height: auto; overflow: visible; }
.elementor-widget-text-path svg path { fill: transparent; stroke: #c0c8d4; }
.e-hotspot { display: flex; align-items: center; justify-content: center; }
.e-hotspot__button { width: 24px; height: 24px; border-radius: 50%; background: #1a5fb4; cursor: pointer; }
.e-hotspot--tooltip-position { position: absolute; bottom: calc(100% + 5px); z-index: 5; }
.e-hotspot__tooltip { position: absolute; width: 180px; padding: 8px; background: #222; color: #fff; transform-origin: center; visibility: hidden; transition: opacity .5s, transform .5s, visibility 0s .5s; }
.e-hotspot--active .e-hotspot__tooltip { visibility: visible; transition-delay: 0s; }
.e-hotspot__tooltip p { margin: 0; }
.e-hotspot__direction-mask { overflow: hidden; pointer-events: none; }
.e-hotspot__direction-mask .e-hotspot__tooltip { position: static; }
.e-hotspot--fade-in-out, .e-hotspot--fade-direction { opacity: 0; }
.e-hotspot--fade-grow { opacity: 0; transform: scale(0); }
.e-hotspot--tooltip-animation-from-top { transform: translateY(calc(-100% - 1px)); }
.e-hotspot--tooltip-animation-from-bottom { transform: translateY(calc(100% + 1px)); }
.e-hotspot--tooltip-animation-from-left { transform: translateX(calc(-100% - 1px)); }
.e-hotspot--tooltip-animation-from-right { transform: translateX(calc(100% + 1px)); }
.e-hotspot--active .e-hotspot--fade-in-out { opacity: 1; }
.e-hotspot--active .e-hotspot--fade-grow { opacity: 1; transform: scale(1); }
.e-hotspot--active .e-hotspot--fade-direction, .e-hotspot--active .e-hotspot--slide-direction { opacity: 1; transform: translate(0) scale(1); }
.elementor-headline-dynamic-wrapper { display: inline-block; position: relative; }
.elementor-headline--style-rotate .elementor-headline-dynamic-text { display: none; }
.elementor-headline--style-rotate .elementor-headline-dynamic-text.elementor-headline-text-active { display: inline; }
/* Letter styles hand over letter by letter, so every word stays laid out, stacked in one place. */
.elementor-headline-letters .elementor-headline-dynamic-text { display: inline-block; position: absolute; top: 0; left: 0; white-space: nowrap; }
.elementor-headline-letters .elementor-headline-dynamic-text.elementor-headline-text-active { position: relative; }
.elementor-headline-letters .elementor-headline-dynamic-letter { opacity: 0; }
.elementor-headline-letters .elementor-headline-dynamic-letter.elementor-headline-animation-in { opacity: 1; transition: opacity .15s; }
.elementor-headline-animation-type-clip .elementor-headline-dynamic-wrapper { overflow: hidden; vertical-align: top; border-right: 2px solid; }
.elementor-headline-typing-selected { background: #1a5fb4; color: #fff; }
.elementor-headline--style-highlight svg { position: absolute; top: 40%; left: 50%; width: calc(100% + 20px); height: calc(100% + 20px); transform: translate(-50%, -50%); overflow: visible; }
.elementor-headline--style-highlight svg path { fill: none; stroke: #e0a800; stroke-width: 9; stroke-dasharray: 1500; stroke-dashoffset: 1500; }
.elementor-headline.e-animated svg path { animation: islet-demo-dash 1.2s forwards; }
.elementor-headline.e-hide-highlight svg { opacity: 0; transition: opacity .3s; }
@keyframes islet-demo-dash { to { stroke-dashoffset: 0; } }
.elementor-widget-progress-tracker { position: sticky; top: 0; z-index: 4; background: #fff; }
.elementor-scrolling-tracker-horizontal { height: 20px; background: #eee; }
.elementor-scrolling-tracker-horizontal .current-progress { height: 100%; width: 0; background: #1a5fb4; color: #fff; font-size: 12px; }
.elementor-scrolling-tracker-circular { position: relative; width: 100px; height: 100px; }
.elementor-scrolling-tracker-circular circle { fill: none; stroke-width: 8; }
.elementor-scrolling-tracker-circular .circle-progress-background { stroke: #eee; }
.elementor-scrolling-tracker-circular .current-progress { stroke: #1a5fb4; transform: rotate(-90deg); transform-origin: 50% 50%; }
.elementor-scrolling-tracker-circular .current-progress-percentage { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; }
pre[class*="language-"] { background: #f5f2f0; padding: 1em; overflow: auto; position: relative; }
.word-wrap pre[class*="language-"] { white-space: pre-wrap; }
pre.line-numbers { padding-left: 3.8em; counter-reset: linenumber; }
.line-numbers-rows { position: absolute; top: 1em; left: 0; width: 3em; border-right: 1px solid #999; user-select: none; pointer-events: none; }
.line-numbers-rows > span { display: block; counter-increment: linenumber; }
.line-numbers-rows > span::before { content: counter(linenumber); display: block; padding-right: .8em; text-align: right; color: #555; }
pre[data-line] { position: relative; }
pre[data-line]:not([data-line=""]):not(.line-numbers) { padding-left: 2em; }
.line-highlight { position: absolute; left: 0; right: 0; margin-top: 1em; pointer-events: none; background: linear-gradient(to right, hsla(24, 20%, 50%, .1) 70%, hsla(24, 20%, 50%, 0)); }
.line-highlight::before, .line-highlight[data-end]::after { content: attr(data-start); position: absolute; top: .4em; left: .6em; padding: 0 .5em; border-radius: 999px; background: hsla(24, 20%, 50%, .4); color: #fff; font: bold 65%/1.5 sans-serif; }
.line-highlight[data-end]::after { content: attr(data-end); top: auto; bottom: .4em; }
.line-numbers .line-highlight::before, .line-numbers .line-highlight::after { content: none; }
.code-toolbar { position: relative; }
.code-toolbar > .toolbar { position: absolute; top: .3em; right: .2em; }
.token.keyword { color: #07a; } .token.string { color: #690; } .token.number, .token.variable { color: #905; } .token.comment { color: #555; } .token.function { color: #a2195a; }
.e-contact-buttons { position: fixed; right: 20px; bottom: 20px; z-index: 20; display: flex; flex-direction: column-reverse; align-items: flex-end; gap: 10px; }
.e-contact-buttons__chat-button { width: 56px; height: 56px; border-radius: 50%; border: 0; background: #1a5fb4; color: #fff; font-size: 24px; cursor: pointer; }
.e-contact-buttons__chat-button.has-entrance-animation { opacity: 0; }
.e-contact-buttons__chat-button.has-entrance-animation-delay { animation-delay: var(--e-contact-button-chat-button-animation-delay); }
.e-contact-buttons__chat-button.has-entrance-animation-duration-normal { animation-duration: 1s; }
.e-contact-buttons__chat-button.visible { opacity: 1; }
.e-contact-buttons__chat-button.zoomIn { animation-name: zoomIn; }
@keyframes zoomIn { from { opacity: 0; transform: scale3d(.3, .3, .3); } 50% { opacity: 1; } }
.e-contact-buttons__content-wrapper { width: 280px; background: #fff; box-shadow: 0 4px 20px rgba(0,0,0,.2); border-radius: 8px; overflow: hidden; }
.e-contact-buttons__content-wrapper.hidden { display: none; }
.e-contact-buttons__top-bar { display: flex; justify-content: space-between; align-items: center; background: #1a5fb4; color: #fff; padding: 8px 12px; }
.e-contact-buttons__top-bar-title { margin: 0; }
.e-contact-buttons__close-button { order: 2; background: none; border: 0; color: #fff; font-size: 20px; cursor: pointer; }
.e-contact-buttons__message-bubble, .e-contact-buttons__send-button { padding: 8px 12px; }
.e-contact-buttons__contact-links { display: flex; gap: 8px; }
.e-contact-buttons__contact-icon-link { display: flex; gap: 6px; align-items: center; padding: 8px 12px; border-radius: 20px; background: #1a5fb4; color: #fff; text-decoration: none; }
.elementor-location-floating_buttons { max-width: none; padding: 0; }
.e-floating-bars { position: relative; display: flex; gap: 16px; align-items: center; justify-content: center; background: #0b3d91; color: #fff; padding: 10px; z-index: 15; }
.e-floating-bars.is-sticky { position: fixed; left: 0; right: 0; top: 0; }
.e-floating-bars.has-vertical-position-bottom { position: fixed; left: 0; right: 0; bottom: 0; }
.e-floating-bars.is-hidden { display: none; }
.e-floating-bars a { color: #fff; }
.e-floating-bars__close-button, .e-floating-bars__pause-button, .e-floating-bars__play-button { background: none; border: 0; color: #fff; font-size: 20px; cursor: pointer; }
.e-floating-bars-var-2 { padding: 0; gap: 0; align-items: stretch; }
.e-floating-bars__headlines { display: flex; flex-grow: 1; max-width: 100vw; padding-block: 10px; overflow: hidden; }
.e-floating-bars__headlines-inner { display: flex; gap: 32px; padding-inline-end: 32px; flex-wrap: nowrap; width: max-content; }
.e-floating-bars__headline { white-space: nowrap; }
.e-floating-bars__headlines[data-animated="true"].is-playing .e-floating-bars__headlines-inner { animation: e-floating-bars-scroll 20s linear infinite; }
.e-floating-bars__headlines[data-animated="true"].has-pause-hover:hover .e-floating-bars__headlines-inner { animation-play-state: paused; }
.e-floating-bars__ticker-controls, .e-floating-bars__play-pause-controls { display: flex; }
.e-floating-bars__pause-button[aria-hidden="true"], .e-floating-bars__play-button[aria-hidden="true"] { display: none; }
@keyframes e-floating-bars-scroll { to { transform: translate(-100%); } }
.e-floating-bars__coupon-button { background: #fff; color: #0b3d91; border: 2px dashed #0b3d91; padding: 6px 16px; font: inherit; cursor: pointer; width: var(--e-floating-bars-coupon-width, auto); height: var(--e-floating-bars-coupon-height, auto); }
.e-floating-bars__coupon-button.animated { animation-delay: var(--e-floating-bars-coupon-animation-delay, 500ms); animation-duration: 1s; animation-fill-mode: both; }
.e-floating-bars__coupon-button.has-entrance-animation { opacity: 0; }
.e-floating-bars__coupon-button.visible { opacity: 1; }
.e-floating-bars__coupon-button.fadeIn { animation-name: fadeIn; }
.e-floating-bars__coupon-text-group.is-hidden { display: none; }
@keyframes fadeIn { from { opacity: 0; } to { opacity: 1; } }
.spacer { height: 1600px; background: linear-gradient(#fff, #eef); }
`;
