import { defineRemoteConfig } from '@shop/tools/build/federation';
import { routes } from './src/expose';

export default defineRemoteConfig({ name: 'mf-games', routes, devPort: 3005 });
