export { SiteHeader } from './site-header';
export { SiteFooter, type FooterSettings } from './site-footer';
