import type { ComponentProps } from "react";
import { Link } from "react-router";

type Variant = "primary" | "secondary" | "light" | "ghost" | "onDark" | "danger" | "dangerOutline";
type Size = "md" | "lg";

const variants: Record<Variant, string> = {
  primary: "bg-pine-700 text-cream shadow-sm hover:bg-pine-800",
  secondary: "bg-white text-pine-800 ring-1 ring-inset ring-pine-300 hover:bg-pine-50",
  light: "bg-cream text-pine-900 shadow-sm hover:bg-sand-100",
  ghost: "text-pine-800 hover:bg-pine-50",
  /** A quiet second action on a dark (pine) background. */
  onDark: "text-cream ring-1 ring-inset ring-cream/70 hover:bg-pine-800",
  /** Only for actions that destroy data, so they never look like the rest. */
  danger: "bg-danger text-white shadow-sm hover:bg-red-900",
  dangerOutline: "bg-white text-danger ring-1 ring-inset ring-red-300 hover:bg-red-50",
};

const sizes: Record<Size, string> = {
  md: "min-h-11 px-5 py-2.5 text-base",
  lg: "min-h-12 px-7 py-3 text-lg",
};

/** The classes of every button-looking control, for links and buttons alike. */
export function buttonClass(variant: Variant = "primary", size: Size = "md", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${extra}`;
}

interface StyleProps {
  variant?: Variant;
  size?: Size;
}

export function Button({
  variant,
  size,
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & StyleProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({ variant, size, className = "", ...props }: ComponentProps<typeof Link> & StyleProps) {
  return <Link className={buttonClass(variant, size, className)} {...props} />;
}
