/* global jQuery */
// Test-only add-on: marks every heading when the builder's front end says it is ready.
jQuery(window).on('elementor/frontend/init', function () {
  window.elementorFrontend.hooks.addAction(
    'frontend/element_ready/heading.default',
    function ($scope) {
      $scope.attr('data-addon-ready', 'yes');
    },
  );
});
