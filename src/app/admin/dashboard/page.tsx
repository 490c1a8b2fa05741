// /admin/dashboard shows the same Dashboard Overview as /admin
export { default, metadata } from '../page';
