// Side-effect stylesheet imports are bundled by rsbuild; TypeScript only needs to know they exist.
declare module '*.css';
