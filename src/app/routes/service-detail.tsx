import { useLocation, useParams } from 'react-router-dom';
import { useItemActions } from '../../features/ordering/use-item-actions';
import { ServiceDetail } from '../../features/services/components/service-detail';

/** /shared/service/{code}: a service page, also what a share link opens. */
export default function ServiceDetailPage() {
  const { code = '' } = useParams();
  const knownId = (useLocation().state as { id?: unknown } | null)?.id;
  const actions = useItemActions('service');
  return (
    <ServiceDetail
      key={code}
      code={code}
      knownId={typeof knownId === 'number' ? knownId : undefined}
      onOrder={actions.order}
      onShare={actions.share}
    />
  );
}
