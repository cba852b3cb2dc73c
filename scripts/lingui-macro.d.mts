import type { Plugin } from 'vite';
export function expandLinguiMacros(
  code: string,
  filename: string,
  keepSource?: boolean,
): Promise<{ code: string; map: unknown } | null>;
export function linguiMacroVite(): Plugin;
export function linguiMacroEsbuild(): { name: string; setup(build: unknown): void };
