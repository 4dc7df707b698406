/* global jQuery */
/*
 * "Gallery Pack", a small third-party add-on written for Islet's tests against the builder's
 * documented front-end API only: it waits for `elementor/frontend/init` through jQuery, extends
 * `elementorModules.frontend.handlers.Base` with `extend()`, attaches it from an
 * `element_ready` action, and reads a responsive setting through a filter other add-ons may change.
 */
(function ($, window) {
  'use strict';
  var log = (window.addonLog = window.addonLog || []);

  $(window).on('elementor/frontend/init', function () {
    var frontend = window.elementorFrontend;
    var Base = window.elementorModules.frontend.handlers.Base;
    log.push('gallery-pack:init');

    var GalleryHandler = Base.extend({
      getDefaultSettings: function () {
        return {
          selectors: { item: '.ga-item' },
          classes: { ready: 'ga-ready', open: 'ga-open' },
        };
      },
      getDefaultElements: function () {
        return { $items: this.$element.find(this.getSettings('selectors.item')) };
      },
      bindEvents: function () {
        this.elements.$items.on('click', this.onItemClick.bind(this));
      },
      unbindEvents: function () {
        this.elements.$items.off('click');
      },
      onItemClick: function (event) {
        $(event.currentTarget).toggleClass(this.getSettings('classes.open'));
      },
      onInit: function () {
        Base.prototype.onInit.apply(this, arguments);
        var columns = frontend.hooks.applyFilters(
          'gallery-pack/columns',
          this.getCurrentDeviceSetting('columns'),
          this.$element,
        );
        this.$element.attr('data-ga-columns', columns).addClass(this.getSettings('classes.ready'));
        log.push('gallery-pack:handler:' + this.getID());
      },
      onElementChange: function (key) {
        log.push('gallery-pack:change:' + this.getID() + ':' + key);
      },
      onDestroy: function () {
        log.push('gallery-pack:destroy:' + this.getID());
        Base.prototype.onDestroy.apply(this, arguments);
      },
    });

    frontend.hooks.addAction('frontend/element_ready/ga-gallery.default', function ($scope) {
      frontend.elementsHandler.addHandler(GalleryHandler, { $element: $scope });
    });
    frontend.hooks.addAction('frontend/element_ready/global', function ($scope) {
      log.push('gallery-pack:global:' + $scope.attr('data-id'));
    });
    frontend.hooks.addAction('frontend/element_ready/widget', function ($scope) {
      log.push('gallery-pack:widget:' + $scope.attr('data-id'));
    });
  });
})(jQuery, window);
