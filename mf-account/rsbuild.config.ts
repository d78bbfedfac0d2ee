import { defineRemoteConfig } from '@shop/tools/build/federation';
import { routes } from './src/expose';

export default defineRemoteConfig({ name: 'mf-account', routes, devPort: 3003 });
