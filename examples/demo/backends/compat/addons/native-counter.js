/*
 * "Native Counter", a small add-on written for Islet's tests for pages without jQuery: it listens
 * for `elementor/frontend/init` natively and works on `$scope[0]`, the DOM element.
 */
(function (window) {
  'use strict';
  var log = (window.addonLog = window.addonLog || []);

  window.addEventListener('elementor/frontend/init', function () {
    log.push('native:init');
    window.elementorFrontend.hooks.addAction(
      'frontend/element_ready/kit-counter.default',
      function ($scope) {
        var element = $scope[0];
        var settings = JSON.parse(element.getAttribute('data-settings') || '{}');
        element.querySelector('.kit-counter-number').textContent = String(settings.to);
        $scope.addClass('native-ready');
        log.push('native:handler:' + $scope.attr('data-id'));
      },
    );
  });
})(window);
