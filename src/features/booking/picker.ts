// The 'Pick a time' step, for the consultation form that carries it.
export { TimeStep, type BookingChoice } from './components/time-step';
export type { SlotView } from './slot-view';
