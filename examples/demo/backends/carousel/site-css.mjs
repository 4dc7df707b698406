// @ts-check
// A stand-in for the builder's own widget CSS (not recorded): enough of its carousel and gallery
// rules that the generated pages look and lay out like a real site.
export const SITE_CSS = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#222}
.e-con-inner{max-width:1140px;margin:0 auto;padding:20px}
.elementor-widget{margin-bottom:40px;position:relative}
.elementor-screen-only{position:absolute;top:-10000em;width:1px;height:1px;overflow:hidden}
.elementor-widget-image-carousel .swiper,.elementor-widget-image-carousel .swiper-container{position:static}
.elementor-widget-image-carousel .swiper-slide{text-align:center}
.elementor-image-carousel-wrapper:not(.swiper-container-initialized):not(.swiper-initialized) .swiper-slide{max-width:calc(100% / var(--e-image-carousel-slides-to-show, 3))}
.swiper-container{overflow:hidden;position:relative}
.swiper-container .swiper-wrapper{display:flex}
.swiper-container .swiper-slide{flex-shrink:0;width:100%}
.swiper-slide figure{margin:0;line-height:0}
.swiper-slide-image{max-width:100%;height:auto}
.elementor-swiper-button{position:absolute;top:50%;transform:translateY(-50%);z-index:2;cursor:pointer;display:inline-flex;font-size:28px;color:#fff;background:#0009;padding:6px 10px;fill:#fff}
.elementor-swiper-button-prev{left:10px}.elementor-swiper-button-next{right:10px}
.elementor-swiper-button.swiper-button-disabled{opacity:.3}
.elementor-swiper-button:focus-visible,.swiper-pagination-bullet:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.elementor-widget-container .swiper-pagination.swiper-pagination{text-align:center;position:relative;top:auto;bottom:auto;margin-top:10px}
.swiper-pagination-bullet{display:inline-block;width:10px;height:10px;margin:0 6px;border-radius:50%;background:#000;opacity:.3;border:0;padding:0}
.swiper-pagination-bullet-active{opacity:1}
.elementor-testimonial{padding:20px;background:#f4f4f4}
.elementor-slides-wrapper .swiper-slide{height:360px;position:relative;background:#333;color:#fff}
.swiper-slide-bg{position:absolute;inset:0;background-size:cover}
.elementor-ken-burns{transition:transform 10s linear}.elementor-ken-burns--active{transform:scale(1.3)}
.elementor-slides-wrapper .swiper-slide-inner{position:absolute;inset:0;display:flex;align-items:center;justify-content:center}
.elementor-slides-wrapper .swiper-slide-contents{font-size:32px}
.elementor-slide-button{color:#fff}
.e-gallery-container{position:relative}
.e-gallery-grid{display:grid;grid-gap:var(--vgap,10px) var(--hgap,10px);grid-template-columns:repeat(var(--columns,3),1fr)}
.e-gallery-justified,.e-gallery-masonry{height:var(--container-height,auto)}
.e-gallery-justified .e-gallery-item,.e-gallery-masonry .e-gallery-item{position:absolute;width:var(--item-width);height:var(--item-height);top:var(--item-top);left:var(--item-start)}
.e-gallery-item{display:block;position:relative;overflow:hidden;transition:transform .3s,opacity .3s}
.e-gallery-item--hidden{position:absolute!important;opacity:0;transform:scale(0);pointer-events:none}
.e-gallery-grid .e-gallery-image{padding-bottom:var(--aspect-ratio,66.66%)}
.e-gallery-justified .e-gallery-image,.e-gallery-masonry .e-gallery-image{height:100%}
.e-gallery-image{background-size:cover;background-position:center;background-color:#ddd;transition:opacity .3s}
.e-gallery-image:not(.e-gallery-image-loaded){opacity:.4}
.elementor-gallery-item__overlay{position:absolute;inset:0;background:#0000;transition:background .3s}
.elementor-gallery-item:hover .elementor-gallery-item__overlay,.elementor-gallery-item:focus-visible .elementor-gallery-item__overlay{background:#0005}
.elementor-gallery__titles-container{display:flex;gap:12px;margin-bottom:12px}
.elementor-gallery-title{color:#222}.elementor-gallery-title.elementor-item-active{font-weight:700;text-decoration:underline}
.demo-spacer{background:linear-gradient(#eee,#ccc)}
`;
