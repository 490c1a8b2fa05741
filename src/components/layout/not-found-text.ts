// The words every not-found answer uses: the site's 404 page and the layouts' fallbacks, which
// cannot render that page (its logger is client code every page would then load).
export const NOT_FOUND_TITLE = 'Oops! Page not found';
export const NOT_FOUND_HOME = 'Return to Home';
