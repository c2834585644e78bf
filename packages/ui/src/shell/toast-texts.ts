import type { ToastOptions } from "../design/primitives/toast-store.ts";
import { plural } from "../design/format.ts";

/**
 * The toasts the data hooks show, in the words of docs/product.md, Texts, Toasts. Kept in one
 * place so screens, stories and tests can refer to the same words.
 */
export const toastTexts = {
  addedToCart: (name: string): ToastOptions => ({ title: "Added to cart", description: name, variant: "success" }),
  addToCartFailed: {
    title: "Error",
    description: "Failed to add item to cart. Please try again.",
    variant: "destructive",
  },
  /**
   * A cart change refused because the part has too few on hand (or none): the server's own words,
   * which name the part and how many there are.
   */
  notInStock: (message: string): ToastOptions => ({ title: "Error", description: message, variant: "destructive" }),
  /** The quick-order pad's lines put into the cart: "3 lines from your list are in the cart." */
  quickOrderAdded: (lines: number): ToastOptions => ({
    title: "Added to cart",
    description: `${lines} ${plural(lines, "line")} from your list ${lines === 1 ? "is" : "are"} in the cart.`,
    variant: "success",
  }),
  quickOrderFailed: { title: "Error", description: "Your list could not be added to the cart. Please try again.", variant: "destructive" },
  cartUpdated: { title: "Cart updated", variant: "success" },
  updateFailed: { title: "Error", description: "Failed to update cart item", variant: "destructive" },
  itemRemoved: { title: "Item removed", variant: "success" },
  removeFailed: { title: "Error", description: "Failed to remove item from cart", variant: "destructive" },
  cartCleared: { title: "Cart cleared", variant: "success" },
  clearFailed: { title: "Error", description: "Failed to clear cart", variant: "destructive" },

  customerInfoRequired: {
    title: "Customer information required",
    description: "Please fill in your email, name, and phone number to proceed.",
    variant: "destructive",
  },
  orderCreated: (orderNumber: string): ToastOptions => ({
    title: "Order created successfully!",
    description: `Order #${orderNumber} has been created. We'll email you when it is ready for pickup.`,
    variant: "success",
  }),
  orderFailed: {
    title: "Order failed",
    description: "There was an error creating your order. Please try again.",
    variant: "destructive",
  },

  modelRequired: {
    title: "Enter model number",
    description: "Please enter a model number to search for compatible parts.",
  },
  partsFound: (count: number, model: string): ToastOptions => ({
    title: "Parts found!",
    description: `Found ${count} compatible ${plural(count, "part")} for model ${model}.`,
    variant: "success",
  }),
  noPartsFound: (model: string): ToastOptions => ({
    title: "No parts found",
    description: `No compatible parts found for model ${model}. Try a different model number or browse our catalog.`,
  }),
  searchFailed: {
    title: "Search failed",
    description: "Unable to search for parts. Please try again or contact support.",
    variant: "destructive",
  },

  messageSent: {
    title: "Message sent",
    description: "Thank you for contacting us. We will get back to you soon.",
    variant: "success",
  },
  messageFailed: (reason?: string): ToastOptions => ({
    title: "Message not sent",
    description: reason ?? "There was an error sending your message. Please try again.",
    variant: "destructive",
  }),
  /** The same whatever the address's state (docs/product.md, Newsletter sign-up): the server tells nobody who is on the list. */
  subscribed: (email: string): ToastOptions => ({
    title: "Check your inbox",
    description: `To confirm your sign-up, open the link we sent to ${email}. Already on our list? Then nothing more is needed.`,
    variant: "success",
  }),
  subscribeFailed: (reason?: string): ToastOptions => ({
    title: "Subscription failed",
    description: reason ?? "We could not sign you up. Please try again.",
    variant: "destructive",
  }),

  /** A write refused by the shop's per-visitor limits (429; docs/architecture.md, Abuse limits). */
  tooManyRequests: (minutes?: number): ToastOptions => ({
    title: "Please wait a little",
    description: `You have sent a lot in a short time. Please try again in ${minutes ? `${minutes} ${plural(minutes, "minute")}` : "a few minutes"}, or call the shop.`,
    variant: "destructive",
  }),
  /**
   * A cart change or an order over a guest order limit (409): the server's own words name the limit
   * and the shop's phone to call for a larger order.
   */
  overOrderLimit: (message: string): ToastOptions => ({ title: "Please call the shop", description: message, variant: "destructive" }),
    /** A write refused because the shop's storage is full (507): the server's own words say what to do. */
  storageFull: (message: string): ToastOptions => ({ title: "Not saved", description: message, variant: "destructive" }),
} satisfies Record<string, ToastOptions | ((...args: never[]) => ToastOptions)>;
