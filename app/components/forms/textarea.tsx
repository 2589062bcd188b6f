import type { TextareaHTMLAttributes } from "react";
import { useTypedBeforeHydration } from "./before-hydration";

/**
 * Every form's `<textarea>`: what the person typed into it before the page hydrated stays (React would set
 * the text back to the one the server rendered; before-hydration.ts). Its own module, so a page with one
 * text box and no conform form loads only this.
 */
export function Textarea({ defaultValue, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string }) {
  const typed = useTypedBeforeHydration(props.id);
  return <textarea {...props} defaultValue={typed ?? defaultValue} />;
}
