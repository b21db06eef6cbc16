import { SmallButton } from '../../shared/admin-styles';
import { RowControls } from './editor-styles';

interface RowButtonsProps {
  /** Names the row in the buttons' labels: 'tab 2', 'question 1'. */
  name: string;
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onRemove: () => void;
}

/** Up, down and remove for one row of a list the staff order by hand. */
export function RowButtons({ name, index, count, onMove, onRemove }: RowButtonsProps) {
  return (
    <RowControls>
      <SmallButton $variant="ghost" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>↑</SmallButton>
      <SmallButton $variant="ghost" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>↓</SmallButton>
      <SmallButton $variant="ghost" aria-label={`Remove ${name}`} onClick={onRemove}>Remove</SmallButton>
    </RowControls>
  );
}
