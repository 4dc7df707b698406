// A stand-in for the shop plugin's add-to-cart script, written for the tests: jQuery-based, it
// posts to `?wc-ajax=add_to_cart`, replaces the fragments and fires the shop's documented events
// through jQuery on document.body, as the real script does. Islet must not do this work again.
/* global jQuery, wc_add_to_cart_params */
jQuery(function ($) {
  var url = function (endpoint) {
    return wc_add_to_cart_params.wc_ajax_url.replace('%%endpoint%%', endpoint);
  };
  window.islet_stand_in_adds = 0;
  $(document.body).on('click', '.add_to_cart_button.ajax_add_to_cart', function (event) {
    event.preventDefault();
    var $button = $(this);
    $button.removeClass('added').addClass('loading');
    var data = { product_id: $button.data('product_id'), quantity: $button.data('quantity') || 1 };
    $(document.body).trigger('adding_to_cart', [$button, data]);
    $.post(url('add_to_cart'), data, function (response) {
      $button.removeClass('loading');
      if (!response || response.error) return;
      window.islet_stand_in_adds++;
      $.each(response.fragments, function (selector, html) {
        $(selector).replaceWith(html);
      });
      $button.addClass('added');
      $(document.body).trigger('added_to_cart', [response.fragments, response.cart_hash, $button]);
    });
  });
});
