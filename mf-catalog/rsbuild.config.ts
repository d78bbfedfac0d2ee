import { defineRemoteConfig } from '@shop/tools/build/federation';
import { routes } from './src/expose';

export default defineRemoteConfig({ name: 'mf-catalog', routes, devPort: 3001 });
