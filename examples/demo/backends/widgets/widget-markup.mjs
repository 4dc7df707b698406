// @ts-check
// The builder's server markup for the content widgets, as Elementor 3.2x prints it before any
// script ran. The demo pages and the DOM tests both build their widgets here.

/** @param {string} text */
export const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A widget wrapper with its settings attribute and the classic inner container.
 *
 * @param {string} id
 * @param {string} widgetType `name.skin`
 * @param {unknown} settings
 * @param {string} inner
 * @param {{ optimized?: boolean, classes?: string }} [options] optimized markup has no inner container
 */
export function widget(id, widgetType, settings, inner, options = {}) {
  const name = widgetType.split('.')[0];
  const cssName =
    { 'nested-accordion': 'n-accordion', 'nested-tabs': 'n-tabs' }[name ?? ''] ?? name;
  const attribute =
    settings === undefined || settings === null
      ? ''
      : ` data-settings="${escapeHtml(JSON.stringify(settings))}"`;
  const body = options.optimized ? inner : `<div class="elementor-widget-container">${inner}</div>`;
  return `<div class="elementor-element elementor-element-${id} ${options.classes ?? ''} elementor-widget elementor-widget-${cssName}" data-id="${id}" data-element_type="widget" data-widget_type="${widgetType}"${attribute}>${body}</div>`;
}

/**
 * @param {string} id
 * @param {string} children
 */
export function container(id, children) {
  return `<div class="elementor-element elementor-element-${id} e-con-full e-flex e-con e-child" data-id="${id}" data-element_type="container">${children}</div>`;
}

/**
 * @param {string} id
 * @param {string} children
 */
export function pageDocument(id, children) {
  return `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">${children}</div>`;
}

/** @typedef {{ title: string, body: string }} Item */

/**
 * @param {string} id
 * @param {Item[]} items
 * @param {number} number the widget's instance number in the ids (`elementor-tab-title-{n}{i}`)
 */
export function accordion(id, items, number = 101) {
  const rows = items
    .map(
      (item, i) => `<div class="elementor-accordion-item">
  <div id="elementor-tab-title-${number}${i + 1}" class="elementor-tab-title" data-tab="${i + 1}" role="button" aria-controls="elementor-tab-content-${number}${i + 1}" aria-expanded="false">
    <span class="elementor-accordion-icon elementor-accordion-icon-left" aria-hidden="true"><span class="elementor-accordion-icon-closed">+</span><span class="elementor-accordion-icon-opened">−</span></span>
    <a class="elementor-accordion-title" tabindex="0">${escapeHtml(item.title)}</a>
  </div>
  <div id="elementor-tab-content-${number}${i + 1}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="region" aria-labelledby="elementor-tab-title-${number}${i + 1}">${item.body}</div>
</div>`,
    )
    .join('');
  return widget(
    id,
    'accordion.default',
    undefined,
    `<div class="elementor-accordion">${rows}</div>`,
  );
}

/**
 * @param {string} id
 * @param {Item[]} items
 * @param {number} number
 */
export function toggle(id, items, number = 201) {
  const rows = items
    .map(
      (item, i) => `<div class="elementor-toggle-item">
  <div id="elementor-tab-title-${number}${i + 1}" class="elementor-tab-title" data-tab="${i + 1}" role="button" aria-controls="elementor-tab-content-${number}${i + 1}" aria-expanded="false">
    <span class="elementor-toggle-icon elementor-toggle-icon-left" aria-hidden="true"><span class="elementor-toggle-icon-closed">▸</span><span class="elementor-toggle-icon-opened">▾</span></span>
    <a class="elementor-toggle-title" tabindex="0">${escapeHtml(item.title)}</a>
  </div>
  <div id="elementor-tab-content-${number}${i + 1}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="region" aria-labelledby="elementor-tab-title-${number}${i + 1}">${item.body}</div>
</div>`,
    )
    .join('');
  return widget(id, 'toggle.default', undefined, `<div class="elementor-toggle">${rows}</div>`);
}

/**
 * @param {string} id
 * @param {Item[]} items
 * @param {number} number
 */
export function tabs(id, items, number = 301) {
  const titles = items
    .map(
      (item, i) =>
        `<div id="elementor-tab-title-${number}${i + 1}" class="elementor-tab-title elementor-tab-desktop-title" aria-selected="${i === 0}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="elementor-tab-content-${number}${i + 1}" aria-expanded="false">${escapeHtml(item.title)}</div>`,
    )
    .join('');
  const panels = items
    .map(
      (item, i) =>
        `<div class="elementor-tab-title elementor-tab-mobile-title" aria-selected="${i === 0}" data-tab="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="elementor-tab-content-${number}${i + 1}" aria-expanded="false">${escapeHtml(item.title)}</div>
<div id="elementor-tab-content-${number}${i + 1}" class="elementor-tab-content elementor-clearfix" data-tab="${i + 1}" role="tabpanel" aria-labelledby="elementor-tab-title-${number}${i + 1}" tabindex="0" ${i === 0 ? '' : 'hidden="hidden"'}>${item.body}</div>`,
    )
    .join('');
  return widget(
    id,
    'tabs.default',
    undefined,
    `<div class="elementor-tabs"><div class="elementor-tabs-wrapper" role="tablist">${titles}</div><div class="elementor-tabs-content-wrapper" role="tablist" aria-orientation="vertical">${panels}</div></div>`,
    { classes: 'elementor-tabs-view-horizontal' },
  );
}

/**
 * @param {string} id
 * @param {Item[]} items
 * @param {{ default_state?: string, max_items_expended?: string, n_accordion_animation_duration?: unknown }} settings
 * @param {number} number
 */
export function nestedAccordion(id, items, settings = {}, number = 401) {
  const expanded = (settings.default_state ?? 'expanded') === 'expanded';
  const rows = items
    .map(
      (
        item,
        i,
      ) => `<details id="e-n-accordion-item-${number}${i}" class="e-n-accordion-item"${expanded && i === 0 ? ' open' : ''}>
  <summary class="e-n-accordion-item-title" data-accordion-index="${i + 1}" tabindex="0" aria-expanded="${expanded && i === 0}" aria-controls="e-n-accordion-item-${number}${i}">
    <span class="e-n-accordion-item-title-header"><div class="e-n-accordion-item-title-text">${escapeHtml(item.title)}</div></span>
    <span class="e-n-accordion-item-title-icon"><span class="e-opened">−</span><span class="e-closed">+</span></span>
  </summary>
  <div role="region" aria-labelledby="e-n-accordion-item-${number}${i}" class="elementor-element elementor-element-${id.slice(0, 5)}c${i} e-con-full e-flex e-con e-child" data-id="${id.slice(0, 5)}c${i}" data-element_type="container">${item.body}</div>
</details>`,
    )
    .join('');
  return widget(
    id,
    'nested-accordion.default',
    { default_state: 'expanded', max_items_expended: 'one', ...settings },
    `<div class="e-n-accordion" aria-label="Accordion. Open links with Enter or Space, close with Escape, and navigate with Arrow Keys">${rows}</div>`,
    { optimized: true },
  );
}

/**
 * @param {string} id
 * @param {Item[]} items
 * @param {number} number
 */
export function nestedTabs(id, items, number = 501) {
  const titles = items
    .map(
      (item, i) =>
        `<button id="e-n-tab-title-${number}${i + 1}" class="e-n-tab-title" aria-selected="${i === 0}" data-tab-index="${i + 1}" role="tab" tabindex="${i === 0 ? 0 : -1}" aria-controls="e-n-tab-content-${number}${i + 1}" style="--n-tabs-title-order: ${i + 1};"><span class="e-n-tab-title-text">${escapeHtml(item.title)}</span></button>`,
    )
    .join('');
  const panels = items
    .map(
      (item, i) =>
        `<div id="e-n-tab-content-${number}${i + 1}" role="tabpanel" aria-labelledby="e-n-tab-title-${number}${i + 1}" data-tab-index="${i + 1}" style="--n-tabs-title-order: ${i + 1};" class="${i === 0 ? 'e-active ' : ''}elementor-element elementor-element-${id.slice(0, 5)}p${i} e-con-full e-flex e-con e-child" data-id="${id.slice(0, 5)}p${i}" data-element_type="container">${item.body}</div>`,
    )
    .join('');
  return widget(
    id,
    'nested-tabs.default',
    { tabs_justify_horizontal: 'start', horizontal_scroll: 'disable' },
    `<div class="e-n-tabs" data-widget-number="${number}" aria-label="Tabs. Open items with Enter or Space, close with Escape and navigate using the Arrow keys."><div class="e-n-tabs-heading" role="tablist">${titles}</div><div class="e-n-tabs-content">${panels}</div></div>`,
    { optimized: true, classes: 'e-n-tabs-mobile' },
  );
}

/**
 * @param {string} id
 * @param {{ from?: number | string, to: number | string, duration?: number | string, delimiter?: string, prefix?: string, suffix?: string, title?: string }} options
 */
export function counter(id, options) {
  const delimiter =
    options.delimiter === undefined ? '' : ` data-delimiter="${escapeHtml(options.delimiter)}"`;
  return widget(
    id,
    'counter.default',
    undefined,
    `<div class="elementor-counter"><div class="elementor-counter-title">${escapeHtml(options.title ?? 'Counter')}</div><div class="elementor-counter-number-wrapper"><span class="elementor-counter-number-prefix">${escapeHtml(options.prefix ?? '')}</span><span class="elementor-counter-number" data-duration="${options.duration ?? 2000}" data-to-value="${options.to}" data-from-value="${options.from ?? 0}"${delimiter}>${options.from ?? 0}</span><span class="elementor-counter-number-suffix">${escapeHtml(options.suffix ?? '')}</span></div></div>`,
  );
}

/**
 * @param {string} id
 * @param {{ percent: number | string, label?: string }} options
 */
export function progress(id, options) {
  const label = options.label ?? 'Progress';
  return widget(
    id,
    'progress.default',
    undefined,
    `<span class="elementor-title" id="elementor-progress-bar-${id}">${escapeHtml(label)}</span><div aria-labelledby="elementor-progress-bar-${id}" class="elementor-progress-wrapper progress-info" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${options.percent}" aria-valuetext="${options.percent}% (${escapeHtml(label)})"><div class="elementor-progress-bar" data-max="${options.percent}"><span class="elementor-progress-text">${escapeHtml(label)}</span><span class="elementor-progress-percentage">${options.percent}%</span></div></div>`,
  );
}

/**
 * @param {string} id
 * @param {{ title: string, description: string, type?: string, dismiss?: boolean }} options
 */
export function alert(id, options) {
  const dismiss =
    options.dismiss === false
      ? ''
      : '<button type="button" class="elementor-alert-dismiss"><span aria-hidden="true">&times;</span><span class="elementor-screen-only">Dismiss this alert.</span></button>';
  return widget(
    id,
    'alert.default',
    undefined,
    `<div class="elementor-alert elementor-alert-${options.type ?? 'info'}" role="alert"><span class="elementor-alert-title">${escapeHtml(options.title)}</span><span class="elementor-alert-description">${escapeHtml(options.description)}</span>${dismiss}</div>`,
  );
}

/**
 * @param {string} id
 * @param {{ date?: number | string, evergreen?: number | string, actions?: unknown[], message?: string, parts?: string[] }} options
 */
export function countdown(id, options) {
  const parts = options.parts ?? ['days', 'hours', 'minutes', 'seconds'];
  const labels = /** @type {Record<string, string>} */ ({
    days: 'Days',
    hours: 'Hours',
    minutes: 'Minutes',
    seconds: 'Seconds',
  });
  const items = parts
    .map(
      (part) =>
        `<div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-${part}"></span> <span class="elementor-countdown-label">${labels[part]}</span></div>`,
    )
    .join('');
  const actions = options.actions
    ? ` data-expire-actions='${JSON.stringify(options.actions)}'`
    : '';
  const due =
    options.evergreen === undefined
      ? ` data-date="${options.date}"`
      : ` data-evergreen-interval="${options.evergreen}"`;
  const message =
    options.message === undefined
      ? ''
      : `<div class="elementor-countdown-expire--message" style="display:none">${escapeHtml(options.message)}</div>`;
  return widget(
    id,
    'countdown.default',
    undefined,
    `<div class="elementor-countdown-wrapper"${due}${actions}>${items}</div>${message}`,
    { classes: 'elementor-countdown--label-block' },
  );
}

/**
 * Pro's table of contents: header with the two toggle buttons, and a body holding the spinner
 * until the script builds the list.
 *
 * @param {string} id
 * @param {Record<string, unknown>} settings
 */
export function tableOfContents(id, settings = {}) {
  return widget(
    id,
    'table-of-contents.default',
    {
      headings_by_tags: ['h2', 'h3', 'h4', 'h5', 'h6'],
      exclude_headings_by_selector: [],
      marker_view: 'numbers',
      hierarchical_view: 'yes',
      no_headings_message: 'No headings were found on this page.',
      ...settings,
    },
    `<div class="elementor-toc__header"><h4 class="elementor-toc__header-title">Table of Contents</h4><div class="elementor-toc__toggle-button elementor-toc__toggle-button--expand" role="button" tabindex="0" aria-controls="elementor-toc__${id}" aria-expanded="true" aria-label="Open table of contents">▾</div><div class="elementor-toc__toggle-button elementor-toc__toggle-button--collapse" role="button" tabindex="0" aria-controls="elementor-toc__${id}" aria-expanded="true" aria-label="Close table of contents">▴</div></div><div id="elementor-toc__${id}" class="elementor-toc__body"><div class="elementor-toc__spinner-container"><i class="elementor-toc__spinner eicon-animation-spin eicon-loading" aria-hidden="true"></i></div></div>`,
  );
}

/**
 * A heading widget.
 *
 * @param {string} id
 * @param {string} tag
 * @param {string} text
 */
export function heading(id, tag, text) {
  return widget(
    id,
    'heading.default',
    undefined,
    `<${tag} class="elementor-heading-title elementor-size-default">${escapeHtml(text)}</${tag}>`,
  );
}

/**
 * Pro's share buttons, one per network.
 *
 * @param {string} id
 * @param {string[]} networks
 * @param {Record<string, unknown>} [settings]
 */
export function shareButtons(id, networks, settings) {
  const items = networks
    .map(
      (network) =>
        `<div class="elementor-grid-item" role="listitem"><div class="elementor-share-btn elementor-share-btn_${network}" role="button" tabindex="0" aria-label="Share on ${network}"><span class="elementor-share-btn__icon" aria-hidden="true">${network.slice(0, 2)}</span><div class="elementor-share-btn__text"><span class="elementor-share-btn__title">${escapeHtml(network)}</span></div></div></div>`,
    )
    .join('');
  return widget(
    id,
    'share-buttons.default',
    settings,
    `<div class="elementor-grid" role="list">${items}</div>`,
    { classes: 'elementor-share-buttons--view-icon-text elementor-share-buttons--skin-flat' },
  );
}

/**
 * Pro's hotspot: an image with markers, each with its tooltip. The tooltip carries the
 * `tooltip_animation` class; the direction animations wrap it in a clipping mask, which then
 * takes the position class instead of the tooltip. A spot with its own `position` (a
 * `tooltip_position` value) is what the builder prints for "Custom Tooltip Properties": the
 * repeater item's `hotspot_tooltip_position` and `hotspot_position` in `data-settings`, the item's
 * CSS rule (here a `<style>`; the builder's goes in the page's CSS file) and, with direction
 * animations, the `e-hotspot--override-tooltip-animation-from-{position}` class.
 *
 * @param {string} id
 * @param {{ label: string, tooltip: string, x: number, y: number, position?: string }[]} spots
 * @param {Record<string, unknown>} [settings]
 */
export function hotspot(id, spots, settings = {}) {
  const animation = String(settings.tooltip_animation ?? 'e-hotspot--fade-in-out');
  const direction = /^e-hotspot--(slide|fade)-direction/.test(animation);
  const markers = spots
    .map((spot, i) => {
      const own =
        spot.position && direction
          ? ` e-hotspot--override-tooltip-animation-from-${spot.position}`
          : '';
      const tooltip = `<div class="e-hotspot__tooltip${direction ? '' : ' e-hotspot--tooltip-position'} ${animation}${own}"><p>${escapeHtml(spot.tooltip)}</p></div>`;
      return `<div class="e-hotspot elementor-repeater-item-s${i} e-hotspot--position-left e-hotspot--position-top e-hotspot--icon" style="position:absolute;left:${spot.x}%;top:${spot.y}%"><div class="e-hotspot__button e-hotspot--expand" aria-label="${escapeHtml(spot.label)}"><div class="e-hotspot__outer-circle"></div><div class="e-hotspot__inner-circle"></div></div>${direction ? `<div class="e-hotspot__direction-mask e-hotspot--tooltip-position">${tooltip}</div>` : tooltip}</div>`;
    })
    .join('');
  const ownRules = spots
    .map((spot, i) =>
      spot.position
        ? `.elementor-element-${id} .elementor-repeater-item-s${i} .e-hotspot--tooltip-position{right:initial;bottom:initial;left:initial;top:initial;${spot.position}:calc(100% + 5px)}`
        : '',
    )
    .join('');
  return widget(
    id,
    'hotspot.default',
    {
      tooltip_trigger: 'click',
      tooltip_position: 'bottom',
      tooltip_animation: animation,
      hotspot_sequenced_animation: 'yes',
      hotspot_sequenced_animation_duration: { unit: 'ms', size: 900, sizes: [] },
      hotspot: spots.map((spot, i) => ({
        _id: `s${i}`,
        hotspot_label: spot.label,
        hotspot_tooltip_content: spot.tooltip,
        hotspot_tooltip_position: spot.position ? 'yes' : '',
        hotspot_position: spot.position ?? '',
      })),
      ...settings,
    },
    `${ownRules ? `<style>${ownRules}</style>` : ''}<div style="position:relative"><div class="demo-hotspot-image" role="img" aria-label="Floor plan" style="height:300px;background:#dfe7f3"></div>${markers}</div>`,
  );
}

/**
 * Pro's animated headline, highlighted or rotating.
 *
 * @param {string} id
 * @param {{ before: string, words: string[], after: string, settings: Record<string, unknown> }} options
 */
export function animatedHeadline(id, options) {
  const style = options.settings.headline_style ?? 'highlight';
  const type = String(options.settings.animation_type ?? 'typing');
  const words = options.words
    .map(
      (word, i) =>
        `<span class="elementor-headline-dynamic-text${i === 0 ? ' elementor-headline-text-active' : ''}">${escapeHtml(word)}</span>`,
    )
    .join('');
  const classes =
    style === 'rotate'
      ? `elementor-headline-animation-type-${type}${['typing', 'swirl', 'blinds', 'wave'].includes(type) ? ' elementor-headline-letters' : ''}`
      : '';
  return widget(
    id,
    'animated-headline.default',
    options.settings,
    `<h3 class="elementor-headline elementor-headline--style-${style} ${classes}"><span class="elementor-headline-plain-text elementor-headline-text-wrapper">${escapeHtml(options.before)}</span> <span class="elementor-headline-dynamic-wrapper elementor-headline-text-wrapper">${words}</span> <span class="elementor-headline-plain-text elementor-headline-text-wrapper">${escapeHtml(options.after)}</span></h3>`,
  );
}

/**
 * Pro's progress tracker, horizontal or circular.
 *
 * @param {string} id
 * @param {Record<string, unknown>} settings
 */
export function progressTracker(id, settings) {
  const inner =
    settings.type === 'circular'
      ? '<div class="elementor-scrolling-tracker elementor-scrolling-tracker-circular"><svg width="100%" height="100%"><circle class="circle-progress-background" r="40%" cx="50%" cy="50%"></circle><circle class="current-progress" r="40%" cx="50%" cy="50%"></circle></svg><div class="current-progress-percentage"></div></div>'
      : '<div class="elementor-scrolling-tracker elementor-scrolling-tracker-horizontal elementor-scrolling-tracker-alignment-"><div class="current-progress"><div class="current-progress-percentage"></div></div></div>';
  return widget(id, 'progress-tracker.default', settings, inner);
}

/**
 * Pro's code highlight: the code in an `<xmp>` (raw text) inside `pre > code`.
 *
 * @param {string} id
 * @param {{ language: string, code: string, lineNumbers?: boolean, copy?: boolean, wrap?: boolean, highlightLines?: string }} options
 *   `highlightLines` is the `highlight_lines` setting (`1-3, 7`), printed as `data-line`
 */
export function codeHighlight(id, options) {
  const wrapperClasses = [
    'prismjs-default',
    options.copy === false ? '' : 'copy-to-clipboard',
    options.wrap ? 'word-wrap' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const lineNumbers = options.lineNumbers === false ? '' : ' line-numbers';
  return widget(
    id,
    'code-highlight.default',
    { language: options.language },
    `<div class="${wrapperClasses}"><pre data-line="${escapeHtml(options.highlightLines ?? '')}" class="highlight-height language-${options.language}${lineNumbers}"><code readonly="true" class="language-${options.language}"><xmp>${options.code}</xmp></code></pre></div>`,
  );
}

/** The builder's wave shape (assets/svg-paths/wave.svg), served by the demo backend. */
export const WAVE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 42.25"><path d="M0,42.25C62.5,42.25,62.5,0,125,0s62.5,42.25,125,42.25"/></svg>';

/**
 * Pro's text path: the text and the shape's URL on `.e-text-path`; the script draws the rest.
 *
 * @param {string} id
 * @param {{ text: string, url: string, settings?: Record<string, unknown> }} options
 */
export function textPath(id, options) {
  return widget(
    id,
    'text-path.default',
    { text: options.text, text_path_type: 'wave', ...options.settings },
    `<div class="e-text-path" data-text="${escapeHtml(options.text)}" data-url="${escapeHtml(options.url)}" data-link-url=""></div>`,
  );
}

/** @param {unknown} value */
const isSet = (value) => value !== undefined && value !== null && value !== '' && value !== 'none';

/**
 * A contact-buttons widget as the builder prints it for its variant. Variants 6 (quick access bar)
 * and 10 (floating links) are a row of contact links; the others have the chat button and its panel
 * (top bar with the close button, a bubble showing the time, the send button). The classes follow
 * the settings as on the server: `has-animations` with chat box animations, the chat button's
 * `has-entrance-animation`, `has-entrance-animation-delay` and
 * `has-entrance-animation-duration-{speed}`. The delay's custom property, which the server puts in
 * the page's CSS file, is printed inline here.
 *
 * @param {string} id
 * @param {string} widgetName `contact-buttons` or `contact-buttons-var-{n}`
 * @param {Record<string, unknown>} [settings]
 */
export function contactButtons(id, widgetName, settings = {}) {
  const s = settings;
  const links = ['email', 'sms', 'whatsapp']
    .map(
      (platform) =>
        `<a class="e-contact-buttons__contact-icon-link e-contact-buttons__contact-box-shadow has-size-small" aria-label="${platform}" href="${platform === 'email' ? 'mailto:hello@example.org' : platform === 'sms' ? 'sms:+15550100' : 'https://wa.me/15550100'}" rel="noopener noreferrer" target="_blank"><span class="e-contact-buttons__contact-title">${platform}</span><span class="e-contact-buttons__contact-icon-container" aria-hidden="true">✉</span></a>`,
    )
    .join('');
  const mainClasses = [
    'e-contact-buttons',
    `e-${widgetName}`,
    isSet(s.style_chat_box_entrance_animation) || isSet(s.style_chat_box_exit_animation)
      ? 'has-animations'
      : '',
    'has-h-alignment-end has-v-alignment-bottom',
  ]
    .filter(Boolean)
    .join(' ');
  const delay = isSet(s.style_chat_button_animation_delay)
    ? ` style="--e-contact-button-chat-button-animation-delay: ${Number(s.style_chat_button_animation_delay)}ms"`
    : '';
  if (widgetName === 'contact-buttons-var-6' || widgetName === 'contact-buttons-var-10') {
    return widget(
      id,
      `${widgetName}.default`,
      settings,
      `<div class="${mainClasses}" data-document-id="${id}"><div class="e-contact-buttons__links-container"><div class="e-contact-buttons__contact-links">${links}</div></div></div>`,
      { optimized: true },
    );
  }
  const buttonClasses = [
    'e-contact-buttons__chat-button e-contact-buttons__chat-button-shadow',
    isSet(s.style_chat_button_animation) ? 'has-entrance-animation' : '',
    isSet(s.style_chat_button_animation_delay) ? 'has-entrance-animation-delay' : '',
    isSet(s.style_chat_button_animation_duration)
      ? `has-entrance-animation-duration-${s.style_chat_button_animation_duration}`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return widget(
    id,
    `${widgetName}.default`,
    settings,
    `<div class="${mainClasses}" id="e-contact-buttons-${id}" data-document-id="${id}"${delay}><div class="e-contact-buttons__chat-button-container"><button class="${buttonClasses}" aria-controls="e-contact-buttons__content-wrapper-${id}" aria-label="Toggle contact options" type="button" aria-expanded="false">💬</button></div><div id="e-contact-buttons__content-wrapper-${id}" class="e-contact-buttons__content-wrapper hidden"><div class="e-contact-buttons__content"><div class="e-contact-buttons__top-bar"><button type="button" class="e-contact-buttons__close-button" aria-controls="e-contact-buttons__content-wrapper-${id}" aria-label="Close contact options">×</button><div class="e-contact-buttons__top-bar-details"><p class="e-contact-buttons__top-bar-title">Islet support</p></div></div><div class="e-contact-buttons__message-bubble"><div class="e-contact-buttons__bubble-container"><div class="e-contact-buttons__bubble"><p class="e-contact-buttons__message-bubble-name">Rosie</p><p class="e-contact-buttons__message-bubble-body">Hi, how can we help?</p><p class="e-contact-buttons__message-bubble-time" data-time-format="24h"></p></div></div></div><div class="e-contact-buttons__send-button"><div class="e-contact-buttons__send-button-container"><a class="e-contact-buttons__send-cta" href="mailto:hello@example.org" rel="noopener noreferrer" target="_blank">Send a message</a></div></div></div></div></div>`,
    { optimized: true },
  );
}

/**
 * A builder document of its own, as the server prints floating elements (a `floating-buttons`
 * document in the footer).
 *
 * @param {string} id
 * @param {string} children
 */
export function floatingDocument(id, children) {
  return `<div data-elementor-type="floating-buttons" data-elementor-id="${id}" class="elementor elementor-${id} elementor-location-floating_buttons">${children}</div>`;
}

/**
 * A floating bar as the builder prints it: variant 2 is the ticker (headlines, pause and play
 * buttons, close button), variant 3 the coupon (offer text, coupon button with its code and
 * success message, close button).
 *
 * @param {string} id
 * @param {string} widgetName `floating-bars-var-2` or `floating-bars-var-3`
 * @param {{ top?: boolean, sticky?: boolean, close?: boolean, settings?: Record<string, unknown> }} [options]
 */
export function floatingBar(id, widgetName, options = {}) {
  const s = options.settings ?? {};
  const close = options.close !== false;
  const classes = [
    'e-floating-bars',
    `e-${widgetName}`,
    options.top === false ? 'has-vertical-position-bottom' : 'has-vertical-position-top',
    close ? 'has-close-button' : '',
    options.sticky ? 'is-sticky' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const closeButton = close
    ? '<button class="e-floating-bars__close-button" aria-label="Close Banner" type="button" aria-controls="e-floating-bars"><span aria-hidden="true">×</span></button>'
    : '';
  let inner;
  if (widgetName === 'floating-bars-var-2') {
    // Headlines link to posts, as on a real site: a link to a missing `#fragment` that the ticker
    // has moved off screen is a skip link without a target to axe, so an accessibility check
    // would pass or fail depending on where the ticker was.
    const headlines = ['Islet 1.0 is out', 'Free shipping this week', 'New shop opening in May']
      .map(
        (text, i) =>
          `<a class="e-floating-bars__headline" href="/news/${i + 1}/"><span class="e-floating-bars__headline-text">${text}</span></a>`,
      )
      .join('');
    inner = `<div class="e-floating-bars__headlines${s.style_ticker_pause_hover === 'yes' ? ' has-pause-hover' : ''}"><div class="e-floating-bars__headlines-inner">${headlines}</div><div class="e-floating-bars__overlay"></div></div><div class="e-floating-bars__ticker-controls"><div class="e-floating-bars__play-pause-controls"><button class="e-floating-bars__pause-button" aria-label="Pause Banner"><span aria-hidden="true">❚❚</span></button><button class="e-floating-bars__play-button" aria-label="Play Banner"><span aria-hidden="true">▶</span></button></div>${closeButton}</div>`;
  } else {
    const couponClasses = [
      'e-floating-bars__coupon-button',
      isSet(s.style_coupon_animation) ? 'has-entrance-animation' : '',
      'is-type-cutout has-border',
    ]
      .filter(Boolean)
      .join(' ');
    inner = `<p class="e-floating-bars__announcement-text">10% off on your first order!</p><button class="${couponClasses}" type="button" aria-label="Copy Coupon Banner coupon code"><span class="e-floating-bars__coupon-text-group e-floating-bars__coupon-code"><span class="e-floating-bars__coupon-text">NEW10</span></span><span class="e-floating-bars__coupon-text-group e-floating-bars__coupon-success is-hidden"><span class="e-floating-bars__coupon-text e-floating-bars__coupon-success-message">Copied</span></span></button>${closeButton}<div class="e-floating-bars__overlay"></div>`;
  }
  return widget(
    id,
    `${widgetName}.default`,
    options.settings,
    `<div class="${classes}" data-document-id="${id}" role="alertdialog">${inner}</div>`,
    { optimized: true },
  );
}
