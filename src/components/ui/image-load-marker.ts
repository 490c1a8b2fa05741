/**
 * A script written into the document head: it marks each SmartImage `data-loaded` the
 * moment the browser has decoded it, so an image that arrives before React hydrates is
 * shown (and fades in) at once instead of waiting for the page's JavaScript. On a slow
 * phone that wait is seconds, and an image hidden until then is also the page's late
 * Largest Contentful Paint. `load` does not bubble, hence the capturing listener.
 *
 * Kept outside smart-image.tsx: that is a client module, and a server component that
 * imports a value from one receives a client reference, not the string.
 */
export const IMAGE_LOAD_MARKER = `document.addEventListener('load',function(e){var t=e.target;if(t&&t.hasAttribute&&t.hasAttribute('data-smart-image'))t.setAttribute('data-loaded','')},true)`;
