import { icon } from './svg-icon';

export const ArrowUpRight = icon(['path', { d: 'M7 7h10v10' }], ['path', { d: 'M7 17 17 7' }]);
