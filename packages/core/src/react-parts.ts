// The only module that imports React at run time: the bundler turns it into the React chunk.
export { createElement } from 'react';
export { createRoot } from 'react-dom/client';
export { flushSync } from 'react-dom';
