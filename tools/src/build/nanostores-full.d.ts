/**
 * The build alias of the real package, used only by `nanostores-surface.ts`. Names only: the
 * tools package does not depend on nanostores, and every consumer types its imports from the
 * package itself.
 */
declare module 'nanostores-full' {
  export const atom: unknown;
  export const computed: unknown;
  export const listenKeys: unknown;
  export const map: unknown;
  export const onMount: unknown;
}
