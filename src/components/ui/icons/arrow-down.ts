import { icon } from './svg-icon';

export const ArrowDown = icon(['path', { d: 'M12 5v14' }], ['path', { d: 'm19 12-7 7-7-7' }]);
