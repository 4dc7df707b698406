/**
 * Grammars beyond the four in Prism's default build (markup, css, clike, javascript), each loaded
 * only when a code block on the page asks for it, after the grammars it extends.
 */
type Loader = () => Promise<unknown>;

const markupTemplating: Loader = () => import('prismjs/components/prism-markup-templating.js');
const c: Loader = () => import('prismjs/components/prism-c.js');
const typescript: Loader = () => import('prismjs/components/prism-typescript.js');
const jsx: Loader = () => import('prismjs/components/prism-jsx.js');

export const LANGUAGE_LOADERS: Record<string, Loader[]> = {
  php: [markupTemplating, () => import('prismjs/components/prism-php.js')],
  typescript: [typescript],
  python: [() => import('prismjs/components/prism-python.js')],
  json: [() => import('prismjs/components/prism-json.js')],
  bash: [() => import('prismjs/components/prism-bash.js')],
  sql: [() => import('prismjs/components/prism-sql.js')],
  java: [() => import('prismjs/components/prism-java.js')],
  c: [c],
  cpp: [c, () => import('prismjs/components/prism-cpp.js')],
  csharp: [() => import('prismjs/components/prism-csharp.js')],
  ruby: [() => import('prismjs/components/prism-ruby.js')],
  go: [() => import('prismjs/components/prism-go.js')],
  yaml: [() => import('prismjs/components/prism-yaml.js')],
  scss: [() => import('prismjs/components/prism-scss.js')],
  markdown: [() => import('prismjs/components/prism-markdown.js')],
  jsx: [jsx],
  tsx: [jsx, typescript, () => import('prismjs/components/prism-tsx.js')],
  kotlin: [() => import('prismjs/components/prism-kotlin.js')],
  swift: [() => import('prismjs/components/prism-swift.js')],
  rust: [() => import('prismjs/components/prism-rust.js')],
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
