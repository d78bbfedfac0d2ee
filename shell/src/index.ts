import { startEarly } from './composition/early-start';

startEarly();
// Module Federation needs an async boundary before any shared module is used.
import('./bootstrap');
