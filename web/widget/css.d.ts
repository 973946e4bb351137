/** CSS files are imported as minified text by scripts/build-web.ts and injected into the shadow root. */
declare module '*.css' {
  const css: string;
  export default css;
}
