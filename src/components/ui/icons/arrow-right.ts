import { icon } from './svg-icon';

export const ArrowRight = icon(['path', { d: 'M5 12h14' }], ['path', { d: 'm12 5 7 7-7 7' }]);
