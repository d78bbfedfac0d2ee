// The host's entry: registers the one remote, then (Module Federation's async boundary) starts.
import { registerRemotes } from '@module-federation/enhanced/runtime';

registerRemotes([{ name: 'probe', entry: new URL('/remote/mf-manifest.json', window.location.href).href }]);
void import('./host-bootstrap.jsx');
