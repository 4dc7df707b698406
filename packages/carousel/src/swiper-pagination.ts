// One swiper module per file, so the bundle gives it a chunk of its own that loads only when a
// carousel on the page uses it.
export { Pagination as module } from 'swiper/modules';
