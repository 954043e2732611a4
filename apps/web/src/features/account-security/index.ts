// What other features may use of account security: the "Sign in with …" buttons of the login page.
export { ThirdPartySignIn } from './components/third-party-sign-in.tsx';
