/** The shell's pages as React components, each its own lazy chunk (loaders in shell-page-loaders.ts). */
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { ShellPagePattern } from './route-paths.ts';
import { shellPageLoaders } from './shell-page-loaders.ts';

export const shellPages = Object.fromEntries(Object.entries(shellPageLoaders).map(([pattern, load]) => [pattern, lazy(load)])) as Record<
  ShellPagePattern,
  LazyExoticComponent<ComponentType>
>;
