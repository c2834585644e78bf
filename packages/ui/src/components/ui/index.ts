export { Badge, badgeVariants, type BadgeProps } from "./Badge.tsx";
export {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "./Breadcrumb.tsx";
export { Button, buttonVariants, type ButtonProps } from "./Button.tsx";
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./Card.tsx";
export { Checkbox, type CheckboxProps } from "./Checkbox.tsx";
export { Field, type FieldControlProps, type FieldProps } from "./Field.tsx";
export { Input, type InputProps } from "./Input.tsx";
export { Label, type LabelProps } from "./Label.tsx";
export { Page, pageVariants, type PageProps } from "./Page.tsx";
export { Section, sectionVariants, type SectionProps } from "./Section.tsx";
export { Select, type SelectProps } from "./Select.tsx";
export {
  Sheet,
  SheetClose,
  SheetContent,
  sheetContentVariants,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  type SheetContentProps,
} from "./Sheet.tsx";
export { Skeleton } from "./Skeleton.tsx";
export { Switch, type SwitchProps } from "./Switch.tsx";
export { Textarea, type TextareaProps } from "./Textarea.tsx";
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
  type ToastProps,
  type ToastProviderProps,
  type ToastVariant,
  type ToastViewportProps,
} from "./Toast.tsx";
export { Toaster, type ToasterProps } from "./Toaster.tsx";
export {
  dismissToast,
  resetToasts,
  toast,
  useToast,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
} from "./toast-store.ts";
export { TextLink, textLinkVariants, type TextLinkProps } from "./TextLink.tsx";
export {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
  type TooltipContentProps,
  type TooltipProviderProps,
} from "./Tooltip.tsx";
