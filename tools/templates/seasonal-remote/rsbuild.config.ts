import { defineRemoteConfig } from '@shop/tools/build/federation';
import { routes } from './src/expose';

export default defineRemoteConfig({ name: 'mf-seasonal-template', routes, devPort: 3099 });
