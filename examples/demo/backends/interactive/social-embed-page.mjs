// @ts-check
// Facebook embeds as Pro prints them, below the fold: a post, a page (with its fallback quote)
// and one without an address.

/** @param {string} id @param {string} type @param {string} inner */
function facebook(id, type, inner) {
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
}

/** @param {string} isletSrc */
export function socialEmbedPage(isletSrc) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Social embeds</title>
<script>var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false}}; var ElementorProFrontendConfig = {"facebook_sdk":{"lang":"de_DE","app_id":""}};</script>
<script type="module" src="${isletSrc}"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 48rem; padding: 0 1rem; }
.spacer { height: 150vh; }
</style>
</head>
<body>
<div data-elementor-type="wp-page" data-elementor-id="76" class="elementor elementor-76"><main>
<h1>Social embeds</h1>
${facebook('fbk0003', 'facebook-embed', '<div class="elementor-facebook-widget fb-post" data-width="500"></div>')}
<div class="spacer"></div>
${facebook('fbk0001', 'facebook-embed', '<div data-href="https://www.facebook.com/example/posts/1" data-show-text="false" class="elementor-facebook-widget fb-post" data-width="500"></div>')}
${facebook('fbk0002', 'facebook-page', '<div class="elementor-facebook-widget fb-page" data-href="https://www.facebook.com/example" data-tabs="timeline" data-height="300" data-small-header="false"><blockquote cite="https://www.facebook.com/example" class="fb-xfbml-parse-ignore"><a href="https://www.facebook.com/example">Example</a></blockquote></div>')}
</main></div>
</body>
</html>`;
}
