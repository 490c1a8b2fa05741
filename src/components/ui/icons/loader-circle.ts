import { icon } from './svg-icon';

export const LoaderCircle = icon(['path', { d: 'M21 12a9 9 0 1 1-6.219-8.56' }]);
