// The interactive parts of the landing page's later sections, one chunk fetched with the sections
// themselves (later-islands-lazy.tsx): a visitor who reads only the first screen never downloads
// them.

export { PricingControls } from './pricing-controls';
export { VideoFacade } from './video-facade';
export { QuickConsultationForm } from '@/features/consultation/components/quick-consultation-form';
export { ContactForm } from '@/features/contact/components/contact-form';
