// /admin/dashboard shows the same Dashboard Overview as /admin (SPEC section 2)
export { default, metadata } from '../page';
