// @ts-check
// TypeDoc names a package's modules after its `exports` keys, so the main entry (".") gets an
// empty name and its page collides with the package's page. Named "index" here, it gets its own.
import { Converter, ReflectionKind } from 'typedoc';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (_context, reflection) => {
    if (
      reflection.kindOf(ReflectionKind.Module) &&
      (reflection.name === '' || reflection.name === '.')
    )
      reflection.name = 'index';
  });
}
