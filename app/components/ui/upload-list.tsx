// The list of chosen files shared by the upload areas (support attachments,
// ad photos) once JavaScript runs: each file's name and size, something
// before them (its class, a thumbnail), and a button to remove it. The file
// input itself stays the source of truth: `setInputFiles` keeps it in step.

let counter = 0;

/** A time-ordered unique id for a chosen file (an attachment item's id). */
export const nextUploadId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Puts these files in a file input, so a plain form post sends exactly the list. */
export function setInputFiles(input: HTMLInputElement | null, files: File[]): void {
  if (!input || typeof DataTransfer === "undefined") return;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
}

interface UploadItem {
  id: string;
  name: string;
  size: string;
}

export function UploadList<T extends UploadItem>({
  items,
  label,
  className,
  itemProps,
  lead,
  removeLabel,
  onRemove,
}: {
  items: T[];
  label: string;
  className?: string;
  itemProps?: (item: T) => Record<string, string>;
  lead: (item: T) => React.ReactNode;
  removeLabel: (item: T) => string;
  onRemove: (id: string) => void;
}) {
  return (
    <ul className={className ? `upload-list ${className}` : "upload-list"} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="upload-item" {...itemProps?.(item)}>
          {lead(item)}
          <span className="upload-name" dir="auto">
            {item.name}
          </span>
          <span className="upload-size" dir="ltr">
            {item.size}
          </span>
          <button type="button" className="button secondary upload-remove" onClick={() => onRemove(item.id)} aria-label={removeLabel(item)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
