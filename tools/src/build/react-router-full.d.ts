/** The build alias of the real package, used only by `react-router-surface.ts`. */
declare module 'react-router-full' {
  export * from 'react-router';
}
