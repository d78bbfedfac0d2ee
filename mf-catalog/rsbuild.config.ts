import { defineRemoteConfig } from '@shop/tools/build/federation';
import { routes } from './src/expose';

export default defineRemoteConfig({
  name: 'mf-catalog',
  routes,
  devPort: 3001,
  // The header's search suggestions: the shell keeps the field and lazy-loads this panel.
  exposes: { './search-typeahead': './src/features/search/components/search-typeahead.tsx' },
});
