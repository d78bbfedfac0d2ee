export { buildApp, defaultConfig, type BuildOptions } from './app.ts';
