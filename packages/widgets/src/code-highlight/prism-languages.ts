/** A grammar's chunk, named after Prism's component (`prism-php`): one load and one warning per page. */
export interface Loader {
  id: string;
  load(): Promise<unknown>;
}

const markupTemplating: Loader = {
  id: 'prism-markup-templating',
  load: () => import('prismjs/components/prism-markup-templating.js'),
};
const c: Loader = { id: 'prism-c', load: () => import('prismjs/components/prism-c.js') };
const typescript: Loader = {
  id: 'prism-typescript',
  load: () => import('prismjs/components/prism-typescript.js'),
};
const jsx: Loader = { id: 'prism-jsx', load: () => import('prismjs/components/prism-jsx.js') };

/**
 * Grammars beyond the four in Prism's default build (markup, css, clike, javascript), each loaded
 * only when a code block on the page asks for it, after the grammars it extends.
 */
export const LANGUAGE_LOADERS: Record<string, Loader[]> = {
  php: [
    markupTemplating,
    { id: 'prism-php', load: () => import('prismjs/components/prism-php.js') },
  ],
  typescript: [typescript],
  python: [{ id: 'prism-python', load: () => import('prismjs/components/prism-python.js') }],
  json: [{ id: 'prism-json', load: () => import('prismjs/components/prism-json.js') }],
  bash: [{ id: 'prism-bash', load: () => import('prismjs/components/prism-bash.js') }],
  sql: [{ id: 'prism-sql', load: () => import('prismjs/components/prism-sql.js') }],
  java: [{ id: 'prism-java', load: () => import('prismjs/components/prism-java.js') }],
  c: [c],
  cpp: [c, { id: 'prism-cpp', load: () => import('prismjs/components/prism-cpp.js') }],
  csharp: [{ id: 'prism-csharp', load: () => import('prismjs/components/prism-csharp.js') }],
  ruby: [{ id: 'prism-ruby', load: () => import('prismjs/components/prism-ruby.js') }],
  go: [{ id: 'prism-go', load: () => import('prismjs/components/prism-go.js') }],
  yaml: [{ id: 'prism-yaml', load: () => import('prismjs/components/prism-yaml.js') }],
  scss: [{ id: 'prism-scss', load: () => import('prismjs/components/prism-scss.js') }],
  markdown: [{ id: 'prism-markdown', load: () => import('prismjs/components/prism-markdown.js') }],
  jsx: [jsx],
  tsx: [
    jsx,
    typescript,
    { id: 'prism-tsx', load: () => import('prismjs/components/prism-tsx.js') },
  ],
  kotlin: [{ id: 'prism-kotlin', load: () => import('prismjs/components/prism-kotlin.js') }],
  swift: [{ id: 'prism-swift', load: () => import('prismjs/components/prism-swift.js') }],
  rust: [{ id: 'prism-rust', load: () => import('prismjs/components/prism-rust.js') }],
};

/** The builder's language keys that are Prism aliases. */
export const LANGUAGE_ALIASES: Record<string, string> = {
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  js: 'javascript',
  ts: 'typescript',
  shell: 'bash',
  sh: 'bash',
  py: 'python',
  cs: 'csharp',
  yml: 'yaml',
};

/** The language named by a `language-{name}` class. */
export function languageOf(classList: Iterable<string>): string | undefined {
  for (const name of classList) {
    if (name.startsWith('language-')) {
      const language = name.slice('language-'.length);
      return LANGUAGE_ALIASES[language] ?? language;
    }
  }
  return undefined;
}

/** How many lines the line-number gutter needs (a final newline opens no line). */
export function lineCount(code: string): number {
  return code.replace(/\n$/, '').split('\n').length;
}
