import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastProviderProps,
} from "./Toast.tsx";
import { dismissToast, useToast } from "./toast-store.ts";

export type ToasterProps = Omit<ToastProviderProps, "children">;

/**
 * Renders the toasts that `toast()` shows. Mount it once, near the root (Storybook's preview
 * does). Settings are the shop's defaults (see ToastProvider); pass props to override them.
 */
export function Toaster(props: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastProvider {...props}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
