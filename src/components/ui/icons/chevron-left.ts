import { icon } from './svg-icon';

export const ChevronLeft = icon(['path', { d: 'm15 18-6-6 6-6' }]);
