import type { FastifyPluginAsync, FastifyPluginOptions } from 'fastify';

/**
 * A plugin that adds its hooks and decorators to the scope that registers it instead of a child
 * scope of its own: what `fastify-plugin` does (the `skip-override` symbol), without the package.
 * The API scope's hooks then run for its routes, and the root's for every answer.
 */
export function unscoped<Options extends FastifyPluginOptions = Record<never, never>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
) {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
