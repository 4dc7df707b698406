/**
 * The object the WordPress plugin prints as `window.elementorFrontend` after the builder's
 * configuration, where a kept add-on depends on the builder's front end
 * (`frontendPlaceholder` in packages/wordpress/includes/replaced-scripts.json): add-ons that take
 * `window.elementorFrontend` as their script runs (`}(jQuery, window.elementorFrontend)`) hold it,
 * and the installation fills it in. It is not the builder's front end.
 */
export function isFrontendPlaceholder(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { isletPlaceholder?: unknown }).isletPlaceholder === true
  );
}
