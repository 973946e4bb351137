/** Vite handles CSS imports (bundled into a hashed stylesheet). */
declare module '*.css';
