/**
 * A small illustration for Polaris EmptyState (`image` prop), inline as an SVG data URI: no network fetch (the
 * admin's CSP allows `img-src data:`), no broken image when offline.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="226" height="160" viewBox="0 0 226 160">
<rect x="38" y="22" width="150" height="112" rx="14" fill="#fff" stroke="#d4d4d4" stroke-width="2"/>
<rect x="58" y="46" width="82" height="10" rx="5" fill="#d4d4d4"/>
<rect x="58" y="66" width="110" height="10" rx="5" fill="#e3e3e3"/>
<rect x="58" y="86" width="64" height="10" rx="5" fill="#e3e3e3"/>
<circle cx="160" cy="108" r="24" fill="#fff" stroke="#8a8a8a" stroke-width="6"/>
<path d="M177 125l18 18" stroke="#8a8a8a" stroke-width="8" stroke-linecap="round"/>
</svg>`;

/** `data:image/svg+xml,…` of a neutral "nothing here" illustration. */
export const EMPTY_IMAGE = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
