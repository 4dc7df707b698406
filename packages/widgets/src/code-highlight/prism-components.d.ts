// Prism's grammar files only register themselves on the global Prism; they export nothing.
declare module 'prismjs/components/*.js';
