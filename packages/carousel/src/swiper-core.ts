// Swiper's core alone (no modules): each module the carousel needs is a chunk of its own.
export { Swiper } from 'swiper';
