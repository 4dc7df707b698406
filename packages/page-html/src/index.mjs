// @ts-check
export { attributeValue, scanHtml } from './html-scanner.mjs';
export { RUNTIMES, transformRecordedPage } from './transform-page.mjs';
