/* global jQuery */
// Test-only add-on, written as add-on packs write theirs: marks every heading when the builder's
// front end says it is ready.
jQuery(window).on('elementor/frontend/init', function () {
  /** @type {{ elementorFrontend: { hooks: { addAction(name: string, fn: (scope: JQuery) => void): void } } }} */ (
    /** @type {unknown} */ (window)
  ).elementorFrontend.hooks.addAction('frontend/element_ready/heading.default', function ($scope) {
    $scope.attr('data-addon-ready', 'yes');
  });
});
