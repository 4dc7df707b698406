/**
 * Third-party add-on packs whose widgets run on their own scripts through the builder's front-end
 * API, which Islet provides on pages that need it (docs/compat.md). Recognised by the prefix each
 * pack gives its widget names, so `islet audit` can name the pack behind a widget Islet does not
 * run itself.
 */
const ADDON_PREFIXES: readonly (readonly [prefix: string, addon: string])[] = [
  ['ekit-', 'ElementsKit'],
  ['elementskit-', 'ElementsKit'],
  ['ha-', 'Happy Addons'],
  ['premium-', 'Premium Addons'],
  ['jet-', 'Crocoblock Jet plugins'],
  ['eael-', 'Essential Addons'],
  ['bdt-', 'Element Pack'],
  ['tp-', 'The Plus Addons'],
  ['ucaddon_', 'Unlimited Elements'],
  ['uael-', 'Ultimate Addons for Elementor'],
  ['pp-', 'PowerPack'],
  ['wpr-', 'Royal Elementor Addons'],
  ['eae-', 'Elementor Addon Elements'],
  ['htmega-', 'HT Mega'],
  ['xpro-', 'Xpro Elementor Addons'],
];

/** The add-on pack a widget name belongs to, or `null` for the builder's own and unknown ones. */
export function addonOf(widgetName: string): string | null {
  return ADDON_PREFIXES.find(([prefix]) => widgetName.startsWith(prefix))?.[1] ?? null;
}
