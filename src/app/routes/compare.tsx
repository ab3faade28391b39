import { useSearchParams } from 'react-router-dom';
import { CATALOG_KINDS } from '@/config/catalog-kinds';
import { ComparePage } from '@/features/compare';
import { useItemActions } from '@/features/ordering';
import { useAddToQuote } from '@/features/quote';
import { compareQueryOf } from '@/shared/compare';

/** /comparar?productos=a,b,c or ?servicios=…: up to four items of one group side by side. */
export default function CompareRoute() {
  const [params] = useSearchParams();
  const { kind, codes } = compareQueryOf(params);
  const { order } = useItemActions(kind);
  const addToQuote = useAddToQuote(kind);
  return (
    <ComparePage
      key={`${kind}:${codes.join(',')}`}
      kind={CATALOG_KINDS[kind]}
      codes={codes}
      onOrder={order}
      onAddToQuote={addToQuote}
    />
  );
}
