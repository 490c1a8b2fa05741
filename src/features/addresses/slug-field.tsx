// The address field the post editor and the project dialog share (a back-office component).
export { SlugField } from './components/admin/slug-field';
