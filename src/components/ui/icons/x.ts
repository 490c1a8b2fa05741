import { icon } from './svg-icon';

export const X = icon(['path', { d: 'M18 6 6 18' }], ['path', { d: 'm6 6 12 12' }]);
