import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/icons';

export interface RowDeleteButtonProps {
  /** What the row shows, read out as 'Eliminar {name}'. */
  name: string;
  onClick: () => void;
}

/** The small red 'Eliminar' button at the end of an admin table row. */
export function RowDeleteButton({ name, onClick }: RowDeleteButtonProps) {
  return (
    <Button
      size="xs"
      variant="ghost"
      colorPalette="red"
      aria-label={`Eliminar ${name}`}
      onClick={onClick}
    >
      <TrashIcon />
      Eliminar
    </Button>
  );
}
