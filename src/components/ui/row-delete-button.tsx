import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/icons';

export interface RowDeleteButtonProps {
  /** What the row shows, read out as 'Eliminar {name}'. */
  name: string;
  onClick: () => void;
  /** Why this row cannot be deleted (the button is then disabled and says so). */
  disabledReason?: string;
}

/** The small red 'Eliminar' button at the end of an admin table row. */
export function RowDeleteButton({ name, onClick, disabledReason }: RowDeleteButtonProps) {
  return (
    <Button
      size="xs"
      variant="ghost"
      colorPalette="red"
      aria-label={`Eliminar ${name}`}
      onClick={onClick}
      disabled={disabledReason !== undefined}
      title={disabledReason}
    >
      <TrashIcon />
      Eliminar
    </Button>
  );
}
