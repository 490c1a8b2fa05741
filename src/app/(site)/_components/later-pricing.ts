// The pricing guide's tabs, region switch and figures, a chunk fetched when the visitor first
// reaches for the guide (parts-reached.tsx): until then its choices are links that show another
// service or region (pricing-links.tsx) and its figures the server's.

export { PricingControls } from './pricing-controls';
export { PricingFigures } from './pricing-figures';
