/* global jQuery */
// Test-only add-on, written as ElementsKit writes its own: the builder's front end is taken as
// the script runs (`window.elementorFrontend`, an argument of the wrapper), not when init fires.
(
  /**
   * @param {JQueryStatic} $
   * @param {{ hooks: { addAction(name: string, fn: (scope: JQuery) => void): void } }} frontend
   */
  function ($, frontend) {
    $(window).on('elementor/frontend/init', function () {
      frontend.hooks.addAction('frontend/element_ready/heading.default', function ($scope) {
        $scope.attr('data-addon-ready', 'yes');
      });
    });
  }
)(jQuery, /** @type {any} */ (window).elementorFrontend);
