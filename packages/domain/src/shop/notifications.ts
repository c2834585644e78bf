import type { InboxNotification } from "../inbox/index.ts";
import type { OrderNotification } from "../orders/index.ts";

/**
 * Something worth telling someone, as the rules decide it: the shop (by email, and by form-mail
 * when an address for it is configured) of a new order, message or sign-up; the customer of their
 * order placed, ready or cancelled; the subscriber of their sign-up. Each feature owns its kinds.
 */
export type Notification = OrderNotification | InboxNotification;
