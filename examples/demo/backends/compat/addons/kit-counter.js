/* global jQuery */
/*
 * "Kit", a second small add-on written for Islet's tests: an ES class extending
 * `elementorModules.frontend.handlers.Base`, attached with `elementsHandler.attachHandler`, a
 * filter that changes the Gallery Pack's column setting, and an early (priority 5) global action.
 */
(function ($, window) {
  'use strict';
  var log = (window.addonLog = window.addonLog || []);

  $(window).on('elementor/frontend/init', function () {
    var frontend = window.elementorFrontend;
    log.push('kit:init');

    class CounterHandler extends window.elementorModules.frontend.handlers.Base {
      getDefaultSettings() {
        return { selectors: { number: '.kit-counter-number' } };
      }

      getDefaultElements() {
        return { $number: this.findElement(this.getSettings('selectors.number')) };
      }

      onInit() {
        super.onInit();
        this.elements.$number.text(String(this.getElementSettings('to')));
        this.$element.addClass('kit-ready');
        log.push('kit:handler:' + this.getID());
      }
    }

    frontend.elementsHandler.attachHandler('kit-counter', CounterHandler);
    frontend.hooks.addFilter(
      'gallery-pack/columns',
      function (columns) {
        return Number(columns) + 1;
      },
      20,
    );
    frontend.hooks.addAction(
      'frontend/element_ready/global',
      function ($scope) {
        log.push('kit:global-early:' + $scope.attr('data-id'));
      },
      5,
    );
  });
})(jQuery, window);
