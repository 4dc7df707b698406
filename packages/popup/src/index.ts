export { features } from './features.ts';
