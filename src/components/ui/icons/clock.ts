import { icon } from './svg-icon';

export const Clock = icon(
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 6v6l4 2' }],
);
