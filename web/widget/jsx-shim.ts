/** Injected by scripts/build-web.ts so esbuild's classic JSX transform finds `h` and `Fragment`. */
export { Fragment, h } from 'preact';
