import type { LayoutName } from '@shop/shared';
import { shellPage, type ShellPageComponent } from '../composition/shell-page';

export interface ShellRoute {
  path: string;
  layout: LayoutName;
  Component: ShellPageComponent;
}

// Sign-in pages are a small share of visits: their code and texts stay out of the first load.
const Login = shellPage('login', () => import('./pages/login-page'));
const Signup = shellPage('signup', () => import('./pages/signup-page'));
const PasswordReset = shellPage('password-reset', () => import('./pages/password-reset-page'));

/** The auth routes of spec §2; the -old twins keep their old URLs on the account layout. */
export const AUTH_ROUTES: ShellRoute[] = [
  { path: '/login', layout: 'main', Component: Login },
  { path: '/signup', layout: 'main', Component: Signup },
  { path: '/password-reset', layout: 'main', Component: PasswordReset },
  { path: '/login-old', layout: 'account', Component: Login },
  { path: '/signup-old', layout: 'account', Component: Signup },
];
