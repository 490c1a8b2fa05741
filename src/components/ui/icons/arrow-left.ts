import { icon } from './svg-icon';

export const ArrowLeft = icon(['path', { d: 'm12 19-7-7 7-7' }], ['path', { d: 'M19 12H5' }]);
