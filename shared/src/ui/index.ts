// Carries the `*.css` declaration into every package that typechecks shared through this entry.
// oxlint-disable-next-line typescript/triple-slash-reference
/// <reference path="./css.d.ts" />
// The stylesheet rides with the primitives through this one entry, so it is bundled once with @shop/shared.
// oxlint-disable-next-line import/no-unassigned-import
import './ui.css';

export * from './button';
export * from './spinner';
export * from './price';
export * from './product-card';
export * from './favorite-heart';
export * from './skeleton';
export * from './toaster';
export * from './error-retry';
export * from './town-quarter-fields';
