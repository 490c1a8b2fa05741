// What the inbox shows of booking: a consultation request's booked call, in its details.
export { RequestBooking } from './components/admin/request-booking';
