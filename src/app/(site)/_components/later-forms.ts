// The landing page's two forms, a chunk fetched when the visitor first reaches for one of them
// (parts-reached.tsx): until then each is the server's form, which posts without script
// (ADR 036) and whose typing the form takes over once it hydrates (typed-early.ts).

export { QuickConsultationForm } from '@/features/consultation/components/quick-consultation-form';
export { ContactForm } from '@/features/contact/components/contact-form';
